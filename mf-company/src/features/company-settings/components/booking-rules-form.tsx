import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { Button } from '@pitchside/shared-ui/button';
import { Card, CardHeader } from '@pitchside/shared-ui/card';
import { ConfirmDialog } from '@pitchside/shared-ui/confirm-dialog';
import { RefreshIcon } from '@pitchside/shared-ui/icons';
import { notify } from '@pitchside/shared-ui/toaster';
import { BOOKING_RULE_DEFAULTS, type BookingRuleName, type CompanySettings } from '@pitchside/shared-api/contracts/company-settings';
import { NS } from '../../../locales/namespace';
import { useBookingRulesActions } from '../hooks/use-booking-rules-actions';
import { useRuleTexts } from '../hooks/use-rule-texts';
import {
  changedRules, formValuesOf, NUMBER_RULES, parseBookingRulesForm, type BookingRulesErrors, type BookingRulesFormValues,
  type NumberRule,
} from '../lib/booking-rules-form';
import { NumberRuleInput, SwitchRuleInput } from './rule-inputs';
import { Actions, Fieldset, Form, RuleGrid } from './settings.styles';

const RESET_VALUES = {
  hold: BOOKING_RULE_DEFAULTS.holdMinutes,
  longest: BOOKING_RULE_DEFAULTS.maxDurationMinutes,
  freeHours: BOOKING_RULE_DEFAULTS.freeCancellationHours,
  checkIn: BOOKING_RULE_DEFAULTS.checkInOpensMinutes,
};

export interface BookingRulesFormProps {
  settings: CompanySettings;
  /** The company a super admin manages; absent for its owner. */
  companyId?: string;
}

/**
 * The "Booking rules" section: every rule with what it does. Save sends only what changed; the
 * contract checks the inputs first and the API's answer is shown at the inputs it names.
 */
export function BookingRulesForm({ settings, companyId }: BookingRulesFormProps) {
  const { t } = useTranslation(NS);
  const titleId = useId();
  const texts = useRuleTexts(settings.currency);
  const [saved, setSaved] = useState(settings.booking);
  const [values, setValues] = useState(() => formValuesOf(settings.booking));
  const [errors, setErrors] = useState<BookingRulesErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const { save, resetToDefaults, saving, resetting } = useBookingRulesActions(companyId);

  const change = (changes: Partial<BookingRulesFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    // An input's message goes once it is edited; the others stay until the next save.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => !(name in changes))) as BookingRulesErrors);
  };
  const showSaved = (rules: CompanySettings['booking']) => {
    setSaved(rules);
    setValues(formValuesOf(rules));
    setErrors({});
  };

  /** Shows the messages and puts the focus on the first input that has one. */
  const showErrors = (found: BookingRulesErrors) => {
    setErrors(found);
    const first = NUMBER_RULES.find((name) => found[name]);
    if (first) form.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
  };

  const submit = async () => {
    const parsed = parseBookingRulesForm(values);
    if ('errors' in parsed) {
      showErrors(parsed.errors);
      return;
    }
    const changes = changedRules(saved, parsed.rules);
    if (Object.keys(changes).length === 0) {
      notify.success(t('settings.booking.nothingChanged'));
      return;
    }
    const outcome = await save(changes);
    if ('saved' in outcome) showSaved(outcome.saved);
    else if ('errors' in outcome) showErrors(outcome.errors);
  };

  const errorOf = (name: BookingRuleName) => {
    const message = errors[name];
    return message && texts.error(name, message);
  };
  const number = (name: NumberRule) => (
    <NumberRuleInput name={name} values={values} texts={texts} onChange={change} error={errorOf(name)} />
  );
  const group = (legend: string, children: ReactNode) => (
    <Fieldset>
      <legend>{t(`settings.booking.groups.${legend}`)}</legend>
      {children}
    </Fieldset>
  );

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <CardHeader titleId={titleId} title={t('settings.booking.title')} description={t('settings.booking.description')} />
      <Form
        ref={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {group('holding', <RuleGrid>{number('holdMinutes')}{number('maxDurationMinutes')}</RuleGrid>)}
        {group('cancellation', <RuleGrid>{number('freeCancellationHours')}{number('lateRefundPercent')}</RuleGrid>)}
        {group('checkIn', (
          <>
            <SwitchRuleInput name="requiresConfirmation" values={values} texts={texts} onChange={change} />
            <RuleGrid>{number('checkInOpensMinutes')}</RuleGrid>
          </>
        ))}
        {group('payment', (
          <>
            <RuleGrid>{number('taxRatePercent')}{number('processingFee')}</RuleGrid>
            <SwitchRuleInput name="payOnSite" values={values} texts={texts} onChange={change} />
          </>
        ))}
        <Actions>
          <ConfirmDialog
            title={t('settings.booking.resetTitle')}
            description={t('settings.booking.resetText', RESET_VALUES)}
            confirmLabel={t('settings.booking.resetConfirm')}
            tone="danger"
            onConfirm={async () => showSaved(await resetToDefaults())}
            trigger={
              <Button variant="outline" startIcon={<RefreshIcon size={18} />} disabled={saving || resetting}>
                {t('settings.booking.reset')}
              </Button>
            }
          />
          <Button type="submit" loading={saving}>
            {t('settings.booking.save')}
          </Button>
        </Actions>
      </Form>
    </Card>
  );
}
