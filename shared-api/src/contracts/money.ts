import { z } from 'zod';
import { ZCurrencySchema } from './field-primitives.js';

// Money across currencies (docs/product/figures.md): an amount is always an integer of minor units beside its
// currency, and a total over things priced in several currencies is a list with one entry per currency —
// never a sum across currencies, never a currency dropped.

export const ZMoneySchema = z.object({ currency: ZCurrencySchema, amount: z.number().int() });
export type { Money, MoneyList } from './money-lists.js';

/** One entry per currency, the company's usual currency first. */
export const ZMoneyListSchema = z.array(ZMoneySchema);

export { amountIn, moneyIn, orderCurrencies } from './money-lists.js';

/** Growth of one currency's money against the previous period. */
export const ZCurrencyGrowthSchema = z.object({ currency: ZCurrencySchema, growth: z.number() });
export type CurrencyGrowth = z.infer<typeof ZCurrencyGrowthSchema>;
