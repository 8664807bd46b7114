import { CURRENCIES, type Currency } from './field-constants.js';

// Zod-free helpers of money lists (see money.ts and docs/product/figures.md), for screens that must not
// pull zod onto their first load.

/** An amount of minor units in one currency. */
export interface Money {
  currency: Currency;
  amount: number;
}
/** One entry per currency, the company's usual currency first. */
export type MoneyList = Money[];

/** The currencies in display order: the usual one first, then the others in the platform's list order. */
export function orderCurrencies(currencies: Iterable<Currency>, primary: Currency): Currency[] {
  const present = new Set(currencies);
  present.add(primary);
  return [primary, ...CURRENCIES.filter((c) => c !== primary && present.has(c))];
}

/** The amount of one currency in a list (0 when absent). */
export const amountIn = (list: readonly Money[], currency: Currency): number => list.find((m) => m.currency === currency)?.amount ?? 0;

/** A list with one entry for each of `currencies`, in their order (0 where the list has none). */
export const moneyIn = (list: readonly Money[], currencies: readonly Currency[]): MoneyList =>
  currencies.map((currency) => ({ currency, amount: amountIn(list, currency) }));
