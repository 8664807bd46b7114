import type { FastifyBaseLogger } from 'fastify';
import type { Services } from '../../services.js';

/** The queue of subscription renewals; one API instance takes each run, every 15 minutes. */
export const SUBSCRIPTION_UPKEEP_QUEUE = 'subscription-upkeep';
export const SUBSCRIPTION_UPKEEP_CRON = '*/15 * * * *';

/** Renews the subscriptions whose period has ended (charges, moves cancelled plans to basic). */
export function scheduleSubscriptionUpkeep(services: Pick<Services, 'jobs' | 'subscriptions'>, log: Pick<FastifyBaseLogger, 'info'>): void {
  services.jobs.define(SUBSCRIPTION_UPKEEP_QUEUE, async () => {
    const renewed = await services.subscriptions.renewDue();
    if (renewed > 0) log.info({ renewed }, 'subscription renewals');
  }, { limit: 0, delaySeconds: 0 });
  services.jobs.every(SUBSCRIPTION_UPKEEP_QUEUE, SUBSCRIPTION_UPKEEP_CRON);
}
