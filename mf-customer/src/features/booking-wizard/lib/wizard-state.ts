import type { Booking, BookingCreate } from '@pitchside/shared-api/contracts/booking';
import type { PayResult } from '@pitchside/shared-api/contracts/payment';

/** The wizard's five steps (docs/product/routes-and-screens.md, docs/product/states.md): select field, select time, details, payment, confirmation. */
export const STEPS = ['field', 'time', 'details', 'payment', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

/** What the customer tells about themselves and their group (step 3). */
export type DetailsValues = Pick<BookingCreate, 'fullName' | 'email' | 'phone' | 'notes' | 'groupName' | 'groupSize' | 'contactPerson'>;

/** What the server refused in the details: a message, and the fields it names. */
export interface DetailsRefusal {
  message: string;
  fields: { field: string; message: string }[];
}

/** The chosen day, first slot and number of slots (step 2). */
export interface Selection {
  date: string;
  startTime: string | null;
  slots: number;
}

export interface WizardState {
  step: Step;
  selection: Selection;
  details: DetailsValues | null;
  /** The pending booking holding the slots while the customer pays (step 4). */
  hold: Booking | null;
  paid: PayResult | null;
  /** Why the customer was sent back to the time step (slot taken, hold expired), shown there. */
  notice: string | null;
}

export type WizardAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'dateChosen'; date: string }
  | { type: 'startChosen'; startTime: string; slots: number }
  | { type: 'lengthChosen'; slots: number }
  | { type: 'detailsKept'; details: DetailsValues }
  | { type: 'held'; booking: Booking }
  /** A promo code given to the hold or taken off it: the same hold, re-priced. */
  | { type: 'repriced'; booking: Booking }
  /** The time is no longer to be had: back to step 2 with the reason, forgetting the start if it was taken. */
  | { type: 'timeLost'; notice: string; forgetStart: boolean }
  | { type: 'paid'; result: PayResult };

export function initialWizardState(today: string): WizardState {
  return { step: 'field', selection: { date: today, startTime: null, slots: 1 }, details: null, hold: null, paid: null, notice: null };
}

const offset = (step: Step, by: number): Step => STEPS[Math.min(Math.max(STEPS.indexOf(step) + by, 0), STEPS.length - 1)] ?? step;

/** Step moves and choices. The hold and the payment come from the server; they only arrive here. */
export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'next':
      // The hold is made by leaving the details step, the payment by paying: not by "next".
      return state.step === 'field' || state.step === 'time' ? { ...state, step: offset(state.step, 1), notice: null } : state;
    case 'back':
      // After payment there is no way back: the booking is made.
      if (state.step === 'confirmation' || state.step === 'field') return state;
      return { ...state, step: offset(state.step, -1), hold: null };
    case 'dateChosen':
      return { ...state, selection: { ...state.selection, date: action.date, startTime: null } };
    case 'startChosen':
      return { ...state, selection: { ...state.selection, startTime: action.startTime, slots: action.slots }, notice: null };
    case 'lengthChosen':
      return { ...state, selection: { ...state.selection, slots: action.slots } };
    case 'detailsKept':
      return { ...state, details: action.details };
    case 'held':
      return { ...state, hold: action.booking, step: 'payment' };
    case 'repriced':
      return state.hold?.id === action.booking.id ? { ...state, hold: action.booking } : state;
    case 'timeLost':
      return {
        ...state,
        step: 'time',
        hold: null,
        notice: action.notice,
        selection: action.forgetStart ? { ...state.selection, startTime: null } : state.selection,
      };
    case 'paid':
      return { ...state, paid: action.result, hold: null, step: 'confirmation' };
  }
}
