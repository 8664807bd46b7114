import { useSearchParams } from '@pitchside/shared-ui/router';
import { TRANSACTION_FILTERS, type TransactionFilter } from '@pitchside/shared-api/contracts/payment-constants';

const isFilter = (value: string): value is TransactionFilter => Object.hasOwn(TRANSACTION_FILTERS, value);

/** The history's status filter and page, kept in the URL query (`?status=refunded&page=2`) so they survive a reload or a shared link. */
export function useHistoryParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status') ?? '';
  const status = isFilter(raw) ? raw : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === undefined) next.delete(name);
        else next.set(name, value);
      }
      return next;
    });

  return {
    status,
    page,
    /** A new filter starts again at the first page. */
    setStatus: (value: string) => update({ status: isFilter(value) ? value : undefined, page: undefined }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : undefined }),
  };
}
