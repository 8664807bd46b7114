import { useId } from 'react';
import { selectCurrentUser } from '@pitchside/shared-api/client/auth-slice';
import { useAppSelector } from '@pitchside/shared-api/client/hooks';
import type { Field } from '@pitchside/shared-api/contracts/field';
import { Page, PageHeader } from '@pitchside/shared-ui/page';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../locales/namespace';
import { ConfirmationStep } from './components/confirmation-step';
import { DetailsStep } from './components/details-step';
import { FieldStep } from './components/field-step';
import { PaymentStep } from './components/payment-step';
import { StepIndicator } from './components/step-indicator';
import { StepCard, StepHeading } from './components/step.styles';
import { TimeStep } from './components/time-step';
import { useBookingWizard } from './hooks/use-booking-wizard';
import { useStepFocus } from './hooks/use-step-focus';
import { detailsOf } from './lib/booking-request';

/**
 * `/fields/:id/book`: the booking wizard (docs/product/routes-and-screens.md) — field, time, details, payment, confirmation. Leaving
 * the details step holds the slots; the payment step pays the hold before it lapses.
 */
export default function BookingWizard({ field }: { field: Field }) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  const user = useAppSelector(selectCurrentUser);
  const wizard = useBookingWizard(field);
  const { state } = wizard;
  const headingRef = useStepFocus<HTMLHeadingElement>(state.step);
  const headingId = useId();
  const pending = state.paid?.booking.status === 'pending';

  return (
    <Page>
      <PageHeader title={t('booking.title', { name: field.name })} />
      <StepIndicator current={state.step} />
      <StepCard forwardedAs="section" aria-labelledby={headingId}>
        <StepHeading key={state.step} id={headingId} ref={headingRef} tabIndex={-1}>
          {t(pending ? 'booking.confirmation.headingPending' : `booking.${state.step}.heading`)}
        </StepHeading>
        {step()}
      </StepCard>
    </Page>
  );

  function step() {
    switch (state.step) {
      case 'field':
        return <FieldStep field={field} onContinue={wizard.next} />;
      case 'time':
        return (
          <TimeStep
            dates={wizard.dates}
            timezone={field.timezone}
            availability={{
              data: wizard.availability.data,
              failed: wizard.availability.isError && !wizard.availability.isFetching,
              retry: () => void wizard.availability.refetch(),
            }}
            selection={state.selection}
            day={wizard.day}
            grid={wizard.grid}
            run={wizard.run}
            notice={state.notice}
            onDate={wizard.chooseDate}
            onStart={wizard.chooseStart}
            onLength={wizard.chooseLength}
            onBack={wizard.back}
            onContinue={wizard.next}
          />
        );
      case 'details':
        return (
          <DetailsStep
            capacity={field.capacity}
            defaults={state.details ?? detailsOf(user)}
            text={wizard.text}
            busy={wizard.holding}
            onBack={wizard.backFromDetails}
            onSubmit={wizard.submitDetails}
          />
        );
      case 'payment':
        return state.hold && (
          <PaymentStep
            hold={state.hold}
            policy={field.bookingPolicy}
            text={wizard.text}
            releasing={wizard.releasing}
            onBack={() => void wizard.releaseHold()}
            onPaid={wizard.paid}
            onRepriced={wizard.repriced}
            onExpired={wizard.expired}
          />
        );
      case 'confirmation':
        return state.paid && <ConfirmationStep result={state.paid} />;
    }
  }
}
