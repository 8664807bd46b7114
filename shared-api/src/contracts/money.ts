import { z } from 'zod';
import { CURRENCIES, type Currency } from './field-constants.js';
import { ZCurrencySchema } from './field-primitives.js';

// Money across currencies (docs/product/figures.md): an amount is always an integer of minor units beside its
// currency, and a total over things priced in several currencies is a list with one entry per currency —
// never a sum across currencies, never a currency dropped.

export const ZMoneySchema = z.object({ currency: ZCurrencySchema, amount: z.number().int() });
export type Money = z.infer<typeof ZMoneySchema>;

/** One entry per currency, the company's usual currency first. */
export const ZMoneyListSchema = z.array(ZMoneySchema);
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

/** Growth of one currency's money against the previous period. */
export const ZCurrencyGrowthSchema = z.object({ currency: ZCurrencySchema, growth: z.number() });
export type CurrencyGrowth = z.infer<typeof ZCurrencyGrowthSchema>;
