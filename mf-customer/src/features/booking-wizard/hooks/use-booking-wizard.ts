import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useCancelBookingMutation } from '@pitchside/shared-api/client/bookings-api';
import { fieldsApi, useGetFieldAvailabilityQuery } from '@pitchside/shared-api/client/fields-api';
import { useAppDispatch } from '@pitchside/shared-api/client/hooks';
import { BOOKING_MESSAGES } from '@pitchside/shared-api/contracts/booking-constants';
import type { Booking } from '@pitchside/shared-api/contracts/booking';
import type { Field } from '@pitchside/shared-api/contracts/field';
import type { PayResult } from '@pitchside/shared-api/contracts/payment';
import { calendarDateIn } from '@pitchside/shared-ui/format';
import { bookingRequest } from '../lib/booking-request';
import { addDays } from '../lib/local-dates';
import { freeRunLength, gridOf, runFrom } from '../lib/slot-run';
import { initialWizardState, wizardReducer, type DetailsRefusal, type DetailsValues } from '../lib/wizard-state';
import { useHold } from './use-hold';
import { useServerText } from './use-server-text';

/** Per docs/product/routes-and-screens.md: the time step offers the next two weeks. */
export const BOOKING_DAYS = 14;

/** The wizard's state, what it derives from the availability, and every move of its steps. */
export function useBookingWizard(field: Field) {
  // Fixed for the visit: the days do not shift if the field's midnight passes while the wizard is open.
  const [today] = useState(() => calendarDateIn(field.timezone));
  const [state, dispatch] = useReducer(wizardReducer, today, initialWizardState);
  const dispatchApi = useAppDispatch();
  const availability = useGetFieldAvailabilityQuery({ fieldId: field.id, from: today, days: BOOKING_DAYS });
  const dates = useMemo(() => Array.from({ length: BOOKING_DAYS }, (_, i) => addDays(today, i)), [today]);
  const { date, startTime, slots } = state.selection;
  const day = availability.data?.days.find((d) => d.date === date);
  const grid = gridOf(day, field);
  const run = day && startTime ? runFrom(day, startTime, slots, grid) : null;
  const text = useServerText({ slotMinutes: grid.slotMinutes, capacity: field.capacity, maxMinutes: grid.maxMinutes });
  const { hold, holding } = useHold(text);
  const [cancelBooking, { isLoading: releasing }] = useCancelBookingMutation();

  // A customer who leaves mid-payment gives the slots back, rather than blocking them (even for their own
  // next try) until the hold lapses. Read at unmount only: a paid or released hold is no longer here.
  const held = useRef(state.hold);
  held.current = state.hold;
  useEffect(() => () => {
    if (held.current) void cancelBooking({ bookingId: held.current.id });
  }, [cancelBooking]);

  /**
   * Back to the time step with the reason, on fresh availability. Invalidated rather than refetched: a read
   * already on its way may have left before the time was lost (RTK Query joins it instead of sending
   * another); an invalidation reads again once it is back.
   */
  const timeLost = (notice: string, forgetStart: boolean) => {
    dispatchApi(fieldsApi.util.invalidateTags([{ type: 'Field', id: `${field.id}:availability` }]));
    dispatch({ type: 'timeLost', notice, forgetStart });
  };

  const submitDetails = async (details: DetailsValues): Promise<DetailsRefusal | null> => {
    dispatch({ type: 'detailsKept', details });
    if (!run) {
      timeLost(text.message(BOOKING_MESSAGES.slotUnavailable), true);
      return null;
    }
    const outcome = await hold(bookingRequest(field.id, date, run, details));
    if (outcome.kind === 'refused') return outcome;
    if (outcome.kind === 'held') dispatch({ type: 'held', booking: outcome.booking });
    else timeLost(outcome.message, outcome.taken);
    return null;
  };

  /** Leaving the payment step backwards gives the slots back at once (the hold would lapse anyway). */
  const releaseHold = async () => {
    if (state.hold) await cancelBooking({ bookingId: state.hold.id });
    dispatch({ type: 'back' });
  };

  return {
    state, dates, availability, day, grid, run, text, holding, releasing, submitDetails, releaseHold,
    next: () => dispatch({ type: 'next' }),
    back: () => dispatch({ type: 'back' }),
    chooseDate: (chosen: string) => dispatch({ type: 'dateChosen', date: chosen }),
    // A new start keeps the length when its slots are free, else as many as are.
    chooseStart: (chosen: string) =>
      dispatch({ type: 'startChosen', startTime: chosen, slots: Math.max(1, day ? freeRunLength(day, chosen, slots, grid) : 1) }),
    chooseLength: (count: number) => dispatch({ type: 'lengthChosen', slots: count }),
    backFromDetails: (details: DetailsValues) => {
      dispatch({ type: 'detailsKept', details });
      dispatch({ type: 'back' });
    },
    paid: (result: PayResult) => dispatch({ type: 'paid', result }),
    repriced: (booking: Booking) => dispatch({ type: 'repriced', booking }),
    expired: (message: string) => timeLost(message, false),
  };
}
