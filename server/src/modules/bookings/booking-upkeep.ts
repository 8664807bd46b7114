import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.js';

/** How often lapsed holds are swept and stuck payments settled. */
export const UPKEEP_INTERVAL_MS = 30_000;

/**
 * The API process's periodic booking work: cancel lapsed holds (the next hold of a field also does it, and
 * the availability already ignores them) and settle payments a dead request left `processing`. Runs once at
 * start, then on an interval; the returned function stops it.
 */
export function startBookingUpkeep(services: Pick<Services, 'bookings' | 'payments'>, log: FastifyBaseLogger): () => void {
  let running = false;
  let first = true;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      // At start this process has nothing in flight: whatever is left `processing` was left by a crash.
      const recovered = await services.payments.recoverInFlight(first ? 0 : undefined);
      first = false;
      const expired = await services.bookings.expireHolds();
      if (recovered > 0 || expired > 0) log.info({ recovered, expired }, 'booking upkeep');
    } catch (error) {
      log.error({ err: error }, 'booking upkeep failed');
    } finally {
      running = false;
    }
  };
  void run();
  const timer = setInterval(() => void run(), UPKEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
