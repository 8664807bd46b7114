import { TEST_CARDS } from '@pitchside/shared-api/contracts/payment-constants';
import { Alert } from '@pitchside/shared-ui/alert';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import { formatCardNumber } from '@pitchside/shared-ui/card-fields';
import { TestCards } from './payment-step.styles';

/**
 * The built-in test processor is the only one there is, so the note is always shown: no card is really
 * charged, and these numbers give each outcome.
 */
export function TestCardsNote() {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  return (
    <Alert tone="info" title={t('booking.testMode.title')}>
      {t('booking.testMode.text')}
      <TestCards aria-label={t('booking.testMode.cards')}>
        {TEST_CARDS.map(({ number, outcome }) => (
          <li key={number}>
            <code>{formatCardNumber(number)}</code>
            <span>{t(`booking.testMode.outcomes.${outcome}`)}</span>
          </li>
        ))}
      </TestCards>
    </Alert>
  );
}
