import type { Money } from '@pitchside/shared-api/contracts/money';

/** The currencies of some money lists, in the order they first appear (a list puts its usual currency first). */
export function currenciesOf(...lists: readonly (readonly Money[])[]): string[] {
  const seen: string[] = [];
  for (const list of lists) for (const { currency } of list) if (!seen.includes(currency)) seen.push(currency);
  return seen;
}

/** The amount of one currency in a list (0 when the list has none). */
export const amountOf = (list: readonly Money[], currency: string): number => list.find((m) => m.currency === currency)?.amount ?? 0;

/** Change in percent from `previous` to `current`, one decimal; undefined when there was nothing before to compare with. */
export function growthOf(current: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}
