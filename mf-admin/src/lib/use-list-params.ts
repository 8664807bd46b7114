import { useCallback } from 'react';
import { useSearchParams } from '@pitchside/shared-ui/router';

/** `value` when it is one of `allowed`, else undefined (a value typed into the address is checked, not trusted). */
export function oneOf<T extends string>(value: string | null | undefined, allowed: readonly T[]): T | undefined {
  return value && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

export type ListParamChanges<K extends string> = Partial<Record<K | 'page', string | number | undefined>>;

/**
 * A list's filters and page as the address keeps them (`?status=suspended&page=2`), so a filtered list
 * can be shared, reloaded and left with Back. `apply` changes some of them; a change of any filter goes
 * back to the first page. Empty values and page 1 are left out of the address.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const apply = useCallback((changes: ListParamChanges<K>) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  }, [setParams]);
  const active = keys.some((key) => values[key] !== '');
  return { values, page, apply, active, params };
}
