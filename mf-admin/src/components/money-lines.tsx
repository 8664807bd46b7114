import { useTranslation } from '@pitchside/shared-ui/translation';
import { useFormat } from '@pitchside/shared-ui/use-format';
import type { Money } from '@pitchside/shared-api/contracts/money';
import { NS } from '../locales/namespace';
import { Figure, PlainList } from './admin.styles';

/** Money in several currencies: one line per currency, never a sum across them; "None" when there is none. */
export function MoneyLines({ money, label }: { money: readonly Money[]; label?: string }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  if (money.length === 0) return <span>{t('common.noMoney')}</span>;
  if (money.length === 1) return <Figure>{format.money(money[0]!.amount, money[0]!.currency)}</Figure>;
  return (
    <PlainList aria-label={label}>
      {money.map(({ currency, amount }) => <li key={currency}><Figure>{format.money(amount, currency)}</Figure></li>)}
    </PlainList>
  );
}
