import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { loginSucceeded } from '@pitchside/shared-api/client/auth-slice';
import { inOneHour, makeToken } from '@pitchside/shared-api/client/testing/tokens';
import type { AppStore } from '@pitchside/shared-api/client/store';
import type { Field } from '@pitchside/shared-api/contracts/field';
import { ok, type FakeApi } from '@pitchside/shared-api/client/testing/fake-api';
import { createTestStore, renderPage } from '../../../testing/render-page';
import BookingWizard from '../booking-wizard';
import { availabilityFixture, BOOKING_ID, CUSTOMER, FIELD_ID, fieldFixture, holdFixture, NOW, paidFixture } from './booking-fixtures';

export const AVAILABILITY = `GET /fields/${FIELD_ID}/availability`;
export const HOLD = 'POST /bookings';
export const PAY = `POST /bookings/${BOOKING_ID}/pay`;
export const RELEASE = `POST /bookings/${BOOKING_ID}/cancel`;
export const METHODS = 'GET /payments/methods';
export const PROMO = `PUT /bookings/${BOOKING_ID}/promo-code`;
export const PROMO_REMOVE = `DELETE /bookings/${BOOKING_ID}/promo-code`;

let rendered: AppStore | undefined;

/**
 * Hooks of every wizard test. The clock stands still at NOW (Monday 08:00 in New York) unless a test
 * moves it; only `Date` is faked, so the countdown's interval and the HTTP calls run on real timers.
 * After each test the wizard is unmounted and the calls it makes on leaving (giving a hold back) are
 * waited for, so they do not reach the next test's answers.
 */
export function wizardTestHooks() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(async () => {
    cleanup();
    const store = rendered;
    rendered = undefined;
    if (store) {
      await waitFor(() => expect(Object.values(store.getState().api.mutations).some((m) => m?.status === 'pending')).toBe(false));
    }
    vi.useRealTimers();
  });
}

/** Answers for a whole booking: availability, no saved card, a hold of 09:00–11:00, a successful payment. */
export function answerHappyPath(api: FakeApi) {
  api.on(AVAILABILITY, ok(availabilityFixture()));
  api.on(METHODS, ok([]));
  api.on(HOLD, { ...ok(holdFixture()), status: 201 });
  api.on(PAY, ok(paidFixture()));
  api.on(RELEASE, ok({ booking: holdFixture({ status: 'cancelled' }), refund: null }));
}

/** The wizard at `/fields/:id/book`, as the field page shows it, for a signed-in customer. */
export function renderWizard(api: FakeApi, { field = fieldFixture(), language }: { field?: Field; language?: 'en' | 'fr' | 'ar' } = {}) {
  const store = createTestStore(api.baseUrl);
  rendered = store;
  store.dispatch(loginSucceeded({ user: CUSTOMER, accessToken: makeToken({ sub: CUSTOMER.id, role: 'CUSTOMER', permissions: [], exp: inOneHour() }) }));
  return renderPage(<BookingWizard field={field} />, { path: `/fields/${field.id}/book`, route: '/fields/:id/*', store, language });
}

type User = ReturnType<typeof renderWizard>['user'];

export const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
export const slot = (time: string) => screen.getByRole('radio', { name: new RegExp(`^${time}–`) });

/** Field step → time step, waiting for the day's slots. */
export async function toTimeStep(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Continue' }));
  await screen.findByRole('group', { name: /^Start time on/ });
}

/** Chooses `start` and `slots` slots on Monday, then goes to the details step. */
export async function toDetailsStep(user: User, { start = '09:00', slots = 2 } = {}) {
  await toTimeStep(user);
  await user.click(slot(start));
  for (let i = 1; i < slots; i += 1) await user.click(screen.getByRole('button', { name: 'One slot longer' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading('Your details');
}

/** Fills the phone (the session has none) and continues: the hold is requested. */
export async function submitDetails(user: User) {
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '+1 555 0100');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
}

/** Through the details step to the payment step (the hold answered). */
export async function toPaymentStep(user: User) {
  await toDetailsStep(user);
  await submitDetails(user);
  await stepHeading('Payment');
}

/** The `dd` after the `dt` named `term`, in `scope`. */
export function fact(scope: HTMLElement, term: string): string | null | undefined {
  return within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}
