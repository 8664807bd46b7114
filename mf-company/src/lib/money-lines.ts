import type { Currency } from '@pitchside/shared-api/contracts/field-constants';
import { moneyIn, orderCurrencies, type MoneyList } from '@pitchside/shared-api/contracts/money-lists';

/**
 * The currencies to show money of (docs/product/figures.md): every currency the lists carry (and `also`),
 * the usual one first and always there, the others in the platform's order. Never a sum across currencies.
 */
export function currenciesToShow(primary: Currency, lists: readonly MoneyList[], also: readonly Currency[] = []): Currency[] {
  return orderCurrencies([...also, ...lists.flatMap((list) => list.map((money) => money.currency))], primary);
}

/** A list's own entries, the usual currency first, then the platform's order; the usual currency at 0 when it is empty. */
export function ownMoneyLines(list: MoneyList, primary: Currency): MoneyList {
  if (list.length === 0) return [{ currency: primary, amount: 0 }];
  const own = new Set(list.map((money) => money.currency));
  return moneyIn(list, orderCurrencies(own, primary).filter((currency) => own.has(currency)));
}
