import { useEffect } from 'react';
import { subscriptionApi } from '@pitchside/shared-api/client/subscription-api';

/** Invoices per page (docs/product/constants.md: billing pages hold 10). */
export const HISTORY_PAGE_SIZE = 10;

/**
 * Asks for the page's other data together with the subscription, rather than once the subscription has come
 * back and the sections that show it are mounted (one round trip instead of two).
 */
export function useBillingPrefetch(companyId: string | undefined, skip: boolean): void {
  const plans = subscriptionApi.usePrefetch('getSubscriptionPlans');
  const usage = subscriptionApi.usePrefetch('getUsage');
  const methods = subscriptionApi.usePrefetch('getCompanyPaymentMethods');
  const history = subscriptionApi.usePrefetch('getBillingHistory');
  useEffect(() => {
    if (skip) return;
    plans();
    usage({ companyId });
    methods({ companyId });
    history({ companyId, page: 1, limit: HISTORY_PAGE_SIZE });
  }, [companyId, skip, plans, usage, methods, history]);
}
