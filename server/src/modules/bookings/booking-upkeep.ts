import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.js';

/** The queue of the periodic booking work; one API instance takes each minute's run. */
export const BOOKING_UPKEEP_QUEUE = 'booking-upkeep';
export const BOOKING_UPKEEP_CRON = '* * * * *';

type UpkeepServices = Pick<Services, 'bookings' | 'payments' | 'bookingNotices'>;

/**
 * The periodic booking work: cancel lapsed holds (the availability already ignores them; the next hold of a
 * field also clears them), settle payments a dead request left `processing`, and send the reminders that
 * are due. `afterStart`: this process has nothing in flight yet, so whatever is `processing` was left by a
 * crash and is settled at once.
 */
export async function runBookingUpkeep(services: UpkeepServices, log: Pick<FastifyBaseLogger, 'info'>, afterStart = false) {
  const recovered = await services.payments.recoverInFlight(afterStart ? 0 : undefined);
  const expired = await services.bookings.expireHolds();
  const reminders = await services.bookingNotices.remindDue();
  if (recovered > 0 || expired > 0 || reminders > 0) log.info({ recovered, expired, reminders }, 'booking upkeep');
  return { recovered, expired, reminders };
}

/** Puts the upkeep on the job queue's schedule (before the queue starts). */
export function scheduleBookingUpkeep(services: UpkeepServices & Pick<Services, 'jobs'>, log: Pick<FastifyBaseLogger, 'info'>): void {
  services.jobs.define(BOOKING_UPKEEP_QUEUE, async () => { await runBookingUpkeep(services, log); }, { limit: 0, delaySeconds: 0 });
  services.jobs.every(BOOKING_UPKEEP_QUEUE, BOOKING_UPKEEP_CRON);
}
