import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { bookingPolicyFixture, fieldFixture } from './testing/booking-fixtures';
import { answerHappyPath, AVAILABILITY, fact, renderWizard, slot, stepHeading, toTimeStep, wizardTestHooks } from './testing/render-wizard';

const api = fakeApiForFile();
beforeEach(() => {
  answerHappyPath(api);
});
wizardTestHooks();

const steps = () => within(screen.getByRole('list', { name: 'Booking steps' })).getAllByRole('listitem');
const currentStep = () => steps().find((step) => step.getAttribute('aria-current') === 'step')?.textContent;

describe('BookingWizard, field step', () => {
  it('starts with the chosen field, step 1 of 5', async () => {
    renderWizard(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Book Riverside Pitch' })).toBeInTheDocument();
    expect(steps().map((step) => step.textContent)).toEqual(['1Field', '2Time', '3Details', '4Payment', '5Confirmation']);
    expect(currentStep()).toBe('1Field');
    const section = screen.getByRole('region', { name: 'Your field' });
    expect(within(section).getByRole('heading', { level: 3, name: 'Riverside Pitch' })).toBeInTheDocument();
    expect(fact(section, 'City')).toBe('Brooklyn');
    expect(fact(section, 'Sport')).toBe('Football');
    expect(fact(section, 'Price')).toBe('$40.00 / hour');
    expect(within(section).getByRole('link', { name: 'Change field' })).toHaveAttribute('href', '/fields');
  });

  it('offers no way on for a field that takes no bookings', async () => {
    renderWizard(api, { field: fieldFixture({ status: 'inactive' }) });
    expect(screen.getByRole('alert')).toHaveTextContent('This field is not taking bookings at the moment.');
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('moves the focus to each new step’s heading, forward and back', async () => {
    const { user } = renderWizard(api);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Choose a time' })).toHaveFocus());
    expect(currentStep()).toBe('2Time');
    expect(steps()[0]).toHaveTextContent('Field (completed)');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your field' })).toHaveFocus());
  });
});

describe('BookingWizard, time step', () => {
  it('offers the next 14 days from today in the field’s zone', async () => {
    // 02:30 UTC on 3 June is still the evening of 2 June in New York.
    vi.setSystemTime(new Date('2025-06-03T02:30:00Z'));
    const { user } = renderWizard(api);
    await toTimeStep(user);
    expect(api.calls(AVAILABILITY).map((call) => call.query.toString())).toEqual(['from=2025-06-02&days=14']);
    const days = within(screen.getByRole('group', { name: 'Date' })).getAllByRole('radio');
    expect(days).toHaveLength(14);
    expect(days[0]).toHaveAccessibleName('Mon, Jun 2');
    expect(days[0]).toBeChecked();
    expect(days[6]).toHaveAccessibleName('Sun, Jun 8, no free times');
    expect(days[13]).toHaveAccessibleName('Sun, Jun 15, no free times');
    expect(screen.getByText('Times in America/New_York')).toBeInTheDocument();
  });

  it('lists the day’s slots with status and price; only available ones can be chosen', async () => {
    const { user } = renderWizard(api);
    await toTimeStep(user);
    const day = screen.getByRole('group', { name: 'Start time on Mon, Jun 2' });
    expect(within(day).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '09:00–10:00Available$36.00', '10:00–11:00Available$36.00', '11:00–12:00Available$36.00', '12:00–13:00Booked$36.00',
      '13:00–14:00Available$36.00', '14:00–15:00Under maintenance$36.00', '18:00–19:00Available$52.00',
    ]);
    expect(slot('12:00')).toBeDisabled();
    expect(slot('14:00')).toBeDisabled();
    expect(slot('13:00')).toBeEnabled();
  });

  it('moves between days with the arrow keys', async () => {
    const { user } = renderWizard(api);
    await toTimeStep(user);
    const days = within(screen.getByRole('group', { name: 'Date' })).getAllByRole('radio');
    await user.click(days[0]!);
    await user.keyboard('{ArrowRight}');
    expect(days[1]).toBeChecked();
    expect(days[1]).toHaveFocus();
    const tuesday = screen.getByRole('group', { name: 'Start time on Tue, Jun 3' });
    expect(within(tuesday).getAllByRole('radio')).toHaveLength(2);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(screen.getByText('No times to book on this day. Choose another date.')).toBeInTheDocument();
  });

  it('books consecutive slots within one slot and three hours, with a running total', async () => {
    const { user } = renderWizard(api);
    await toTimeStep(user);
    const longer = screen.getByRole('button', { name: 'One slot longer' });
    const shorter = screen.getByRole('button', { name: 'One slot shorter' });
    expect(screen.getByText('Choose a start time to see the total.')).toBeInTheDocument();

    await user.click(slot('09:00'));
    expect(slot('09:00')).toBeChecked();
    expect(screen.getByText('Mon, Jun 2, 09:00–10:00')).toBeInTheDocument();
    expect(screen.getByText('Total $36.00')).toBeInTheDocument();
    await user.click(shorter);
    expect(screen.getByText('The minimum booking duration is 60 minutes.')).toBeInTheDocument();
    expect(longer).toHaveAccessibleDescription('1 slot · 1 hour');

    await user.click(longer);
    await user.click(longer);
    expect(longer).toHaveAccessibleDescription('3 slots · 3 hours');
    expect(screen.getByText('Mon, Jun 2, 09:00–12:00')).toBeInTheDocument();
    expect(screen.getByText('Total $108.00')).toBeInTheDocument();
    expect(slot('10:00').closest('label')).toHaveTextContent('In your booking');
    expect(screen.queryByText(/minimum booking duration/)).not.toBeInTheDocument();
    await user.click(longer);
    expect(screen.getByText('The maximum booking duration is 3 hours.')).toBeInTheDocument();
    expect(longer).toHaveAccessibleDescription('3 slots · 3 hours');
  });

  it('keeps a booking within the longest one the field’s company allows, and says so', async () => {
    const field = fieldFixture({ bookingPolicy: bookingPolicyFixture({ maxDurationMinutes: 120 }) });
    const { user } = renderWizard(api, { field });
    await toTimeStep(user);
    const longer = screen.getByRole('button', { name: 'One slot longer' });
    await user.click(slot('09:00'));
    await user.click(longer);
    expect(longer).toHaveAccessibleDescription('2 slots · 2 hours');
    expect(screen.queryByText(/maximum booking duration/)).not.toBeInTheDocument();
    // 11:00 is free, but a third hour is more than the company allows.
    await user.click(longer);
    expect(screen.getByText('The maximum booking duration is 2 hours.')).toBeInTheDocument();
    expect(longer).toHaveAccessibleDescription('2 slots · 2 hours');
    expect(screen.getByText('Mon, Jun 2, 09:00–11:00')).toBeInTheDocument();
    expect(screen.getByText('Total $72.00')).toBeInTheDocument();
  });

  it('does not run a booking over a slot that is taken', async () => {
    const { user } = renderWizard(api);
    await toTimeStep(user);
    await user.click(slot('10:00'));
    await user.click(screen.getByRole('button', { name: 'One slot longer' }));
    expect(screen.getByText('Mon, Jun 2, 10:00–12:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One slot longer' }));
    expect(screen.getByText('The next time slot is not available: the booking cannot be longer from this start.')).toBeInTheDocument();
    // A later start where two slots do not fit keeps what does.
    await user.click(slot('11:00'));
    expect(screen.getByText('Mon, Jun 2, 11:00–12:00')).toBeInTheDocument();
  });

  it('asks for a start time before going on', async () => {
    const { user } = renderWizard(api);
    await toTimeStep(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a start time.');
    expect(screen.getByRole('heading', { level: 2, name: 'Choose a time' })).toBeInTheDocument();
    await user.click(slot('13:00'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepHeading('Your details')).toHaveFocus();
  });

  it('reports a failed availability call and loads it again on retry', async () => {
    api.on(AVAILABILITY, { status: 503, body: { success: false, message: 'Unavailable', code: 'SERVICE_UNAVAILABLE' } });
    const { user } = renderWizard(api);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load availability');
    answerHappyPath(api);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'Start time on Mon, Jun 2' })).toBeInTheDocument();
  });
});

describe('BookingWizard in Arabic', () => {
  it('reads right to left with its own texts', async () => {
    const { user } = renderWizard(api, { language: 'ar' });
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'احجز Riverside Pitch' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'خطوات الحجز' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'متابعة' }));
    expect(await stepHeading('اختر وقتًا')).toHaveFocus();
    expect(await screen.findByRole('group', { name: 'المدة' })).toBeInTheDocument();
  });
});
