import { screen, waitFor, within } from '@testing-library/react';
import { fail, ok, fakeApiForFile } from '@pitchside/shared-api/client/testing/fake-api';
import { availabilityFixture, FIELD_ID, holdFixture } from '../testing/booking-fixtures';
import {
  answerHappyPath, AVAILABILITY, HOLD, renderWizard, slot, stepHeading, submitDetails, toDetailsStep, wizardTestHooks,
} from '../testing/render-wizard';

const api = fakeApiForFile();
beforeEach(() => {
  answerHappyPath(api);
});
wizardTestHooks();

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('BookingWizard, details step', () => {
  it('opens with the signed-in customer’s name and e-mail; the phone is theirs to give', async () => {
    const { user } = renderWizard(api);
    await toDetailsStep(user);
    expect(field(/^Full name/)).toHaveValue('Sam Player');
    expect(field(/^E-mail/)).toHaveValue('sam@example.com');
    expect(field(/^Phone/)).toHaveValue('');
    expect(field(/^Group size/)).toHaveAccessibleDescription('Up to 22 people');
  });

  it('says what is wrong with each field and holds nothing', async () => {
    const { user } = renderWizard(api);
    await toDetailsStep(user);
    await user.clear(field(/^Full name/));
    await user.clear(field(/^E-mail/));
    await user.type(field(/^E-mail/), 'sam@');
    await user.type(field(/^Group size/), '30');
    await user.type(field(/^Group name/), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveAccessibleDescription('Error: Full name is required');
    expect(field(/^E-mail/)).toHaveAccessibleDescription('Error: Enter a valid e-mail address');
    expect(field(/^Phone/)).toHaveAccessibleDescription('Error: Enter a valid phone number');
    expect(field(/^Group size/)).toHaveAccessibleDescription(/The group cannot be larger than the field's capacity \(22\)\./);
    expect(field(/^Group name/)).toHaveAccessibleDescription('Error: Use at most 100 characters.');
    expect(field(/^Full name/)).toHaveFocus();

    await user.clear(field(/^Group size/));
    await user.type(field(/^Group size/), '0');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(field(/^Group size/)).toHaveAccessibleDescription(/Enter a number of people from 1 to 22\./));
    expect(api.calls(HOLD)).toHaveLength(0);
  });

  it('holds the chosen slots with the details and an Idempotency-Key, then asks for payment', async () => {
    const { user } = renderWizard(api);
    await toDetailsStep(user);
    await user.type(field(/^Group size/), '8');
    await user.type(field(/^Special requests/), '  Two goalkeepers  ');
    await submitDetails(user);
    expect(await stepHeading('Payment')).toHaveFocus();

    const [request] = api.calls(HOLD);
    expect(request?.body).toEqual({
      fieldId: FIELD_ID, date: '2025-06-02', startTime: '09:00', duration: 120,
      fullName: 'Sam Player', email: 'sam@example.com', phone: '+1 555 0100', notes: 'Two goalkeepers', groupSize: 8,
    });
    expect(request?.headers['idempotency-key']).toMatch(UUID);
  });

  it('sends the same attempt again with the same key after no answer, and a changed one with a new key', async () => {
    api.on(HOLD, [fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'), fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'),
      fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'), fail(503, 'Unavailable', 'SERVICE_UNAVAILABLE'), { ...ok(holdFixture()), status: 201 }]);
    const { user } = renderWizard(api);
    await toDetailsStep(user);
    await submitDetails(user);
    // The first request and the store's one automatic retry, then the customer's own retry.
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking failed. Please try again.');
    expect(screen.getByRole('heading', { level: 2, name: 'Your details' })).toBeInTheDocument();
    // The alert may show a moment before the button leaves its busy state.
    await user.click(await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 }));
    await waitFor(() => expect(api.calls(HOLD)).toHaveLength(4));
    const keys = api.calls(HOLD).map((call) => call.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(1);

    // The fourth answer (a failure) has to reach the page before the form is free again, as for a person.
    await screen.findByRole('button', { name: 'Continue to payment' }, { timeout: 5000 });
    await user.type(field(/^Contact person/), 'Alex');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await stepHeading('Payment');
    const last = api.calls(HOLD).at(-1);
    expect(last?.body).toMatchObject({ contactPerson: 'Alex' });
    expect(last?.headers['idempotency-key']).not.toBe(keys[0]);
  });

  it('goes back to the time step with the server’s text when the slot was just taken', async () => {
    api.on(HOLD, fail(409, 'This time slot is no longer available. Please choose another time.', 'SLOT_UNAVAILABLE'));
    const { user } = renderWizard(api);
    await toDetailsStep(user);
    api.on(AVAILABILITY, ok(availabilityFixture({ '09:00': 'booked' })));
    await submitDetails(user);

    expect(await stepHeading('Choose a time')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('This time slot is no longer available. Please choose another time.');
    await waitFor(() => expect(slot('09:00')).toBeDisabled());
    expect(api.calls(AVAILABILITY)).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Start time on Mon, Jun 2' })).queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.getByText('Choose a start time to see the total.')).toBeInTheDocument();
  });

  it('goes back to the time step when the server refuses the duration', async () => {
    api.on(HOLD, fail(422, 'The maximum booking duration is 2 hours.', 'INVALID_DURATION'));
    const { user } = renderWizard(api);
    await toDetailsStep(user);
    await submitDetails(user);
    expect(await stepHeading('Choose a time')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The maximum booking duration is 2 hours.');
    // The choice stays, to be shortened.
    expect(slot('09:00')).toBeChecked();
  });

  it('keeps what was typed when going back and forth', async () => {
    const { user } = renderWizard(api);
    await toDetailsStep(user);
    await user.type(field(/^Phone/), '+1 555 0100');
    await user.type(field(/^Group name/), 'Tuesday Five');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Choose a time');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Your details');
    expect(field(/^Phone/)).toHaveValue('+1 555 0100');
    expect(field(/^Group name/)).toHaveValue('Tuesday Five');
  });
});
