import { useTranslation } from '@pitchside/shared-ui/translation';
import { Alert } from '@pitchside/shared-ui/alert';
import { formatCardNumber } from '@pitchside/shared-ui/card-fields';
import { styled } from '@pitchside/shared-ui/styled';
import { font, space } from '@pitchside/shared-ui/tokens';
import { TEST_CARDS } from '@pitchside/shared-api/contracts/payment-constants';
import { NS } from '../../../locales/namespace';

const Numbers = styled.ul`
  display: grid;
  gap: ${space[1]};
  margin: ${space[2]} 0 0;
  padding-inline-start: ${space[4]};

  code {
    font-family: ${font.familyMono};
  }
`;

/** The built-in test processor's card numbers and what each one answers; no real card is charged. */
export function TestCardsHint() {
  const { t } = useTranslation(NS);
  return (
    <Alert tone="info" title={t('payments.testMode.title')}>
      {t('payments.testMode.text')}
      <Numbers>
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <code dir="ltr">{formatCardNumber(card.number)}</code> — {t(`payments.testMode.outcomes.${card.outcome}`)}
          </li>
        ))}
      </Numbers>
    </Alert>
  );
}
