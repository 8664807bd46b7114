// Booking constants without zod, for the booking wizard, the pass and the server (docs/product/states.md, docs/product/messages.md, docs/product/constants.md).

/** Booking status (docs/product/states.md). A `pending` booking with a live hold keeps its slot while the customer pays. */
export const BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** The tabs of "My bookings" (docs/product/routes-and-screens.md). */
export const BOOKING_TABS = ['upcoming', 'past', 'all'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];

/** Defaults of the booking rules a company may change in its settings (docs/product/constants.md). */
export const BOOKING_DEFAULTS = {
  /** How long a new booking holds its slot while the customer pays. */
  holdMinutes: 10,
  /** Free cancellation until this many hours before the start; none after (late refund 0 %). */
  freeCancellationHours: 24,
  lateRefundPercent: 0,
  /** Sample common rule: at most 3 hours in one booking. */
  maxDurationMinutes: 180,
  /** Check-in opens this many minutes before the start and closes at the end. */
  checkInOpensMinutes: 60,
  /** Shown on the pass. */
  arriveMinutesBefore: 15,
  /** Refunds reach the card within this many business days. */
  refundBusinessDays: '3–5',
} as const;

/** Limits of the booking form (docs/product/validation.md). */
export const BOOKING_LIMITS = {
  nameMax: 100,
  emailMax: 254,
  phoneMin: 6,
  phoneMax: 30,
  notesMax: 1000,
  groupNameMax: 100,
  reasonMax: 500,
  pageSizeDefault: 10,
  pageSizeMax: 50,
} as const;

/** Error codes of the booking calls, beside the common ones. */
export const BOOKING_ERROR_CODES = {
  slotUnavailable: 'SLOT_UNAVAILABLE',
  invalidDuration: 'INVALID_DURATION',
  holdExpired: 'HOLD_EXPIRED',
  invalidBookingState: 'INVALID_BOOKING_STATE',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  paymentRequired: 'PAYMENT_REQUIRED',
  alreadyCheckedIn: 'ALREADY_CHECKED_IN',
  checkInNotOpen: 'CHECK_IN_NOT_OPEN',
  checkInClosed: 'CHECK_IN_CLOSED',
  bookingCancelled: 'BOOKING_CANCELLED',
  invalidPass: 'INVALID_PASS',
  alreadyStarted: 'BOOKING_STARTED',
  receiptUnavailable: 'RECEIPT_UNAVAILABLE',
  /** The group is larger than the field's capacity. */
  groupTooLarge: 'GROUP_TOO_LARGE',
} as const;

/** Texts the client shows as they are (docs/product/messages.md "Bookings"). */
export const BOOKING_MESSAGES = {
  created: 'Booking created: complete the payment to confirm it',
  slotUnavailable: 'This time slot is no longer available. Please choose another time.',
  notBookable: 'This field cannot be booked at the moment.',
  startNotOnGrid: 'Choose one of the start times offered for that day.',
  durationStep: (slotMinutes: number) => `The duration must be a whole number of ${slotMinutes}-minute slots.`,
  minimumDuration: (minutes: number) => `The minimum booking duration is ${minutes} minutes.`,
  maximumDuration: (minutes: number) => `The maximum booking duration is ${minutes / 60} hours.`,
  inThePast: 'That time has already passed. Please choose a later time.',
  groupTooLarge: (capacity: number) => `The group cannot be larger than the field's capacity (${capacity}).`,
  bookingFailed: 'Booking failed. Please try again.',
  notFound: 'Booking not found',
  invalidBookingId: 'Invalid booking id',
  holdExpired: 'Your reservation of this slot has expired. Please choose a time again.',
  paymentRequired: 'Payment is required to confirm this booking.',
  stateChange: "This change is not possible in the booking's current state",
  idempotencyKeyRequired: 'An Idempotency-Key header is required for this request',
  idempotencyMismatch: 'This Idempotency-Key was already used with a different request',
  alreadyStarted: 'A booking that has started can no longer be cancelled.',
  cancelled: 'Booking cancelled',
  cancelledWithRefund: (days: string) => `Booking cancelled: the refund reaches your card within ${days} business days`,
  confirmed: 'Booking confirmed',
  checkedIn: 'Checked in',
  alreadyCheckedIn: 'This booking has already been checked in.',
  checkInNotOpen: (minutes: number) => `Check-in opens ${minutes} minutes before the start.`,
  checkInClosed: 'This booking has ended: check-in is closed.',
  bookingCancelledCheckIn: 'This booking was cancelled.',
  notConfirmed: 'This booking is not confirmed yet.',
  invalidPass: 'This pass is not valid.',
  declined: 'Booking declined and refunded',
  receiptUnavailable: 'This booking has no receipt: nothing has been paid for it.',
  receiptFailed: 'Could not download the receipt. Please try again.',
  fullName: 'Full name is required',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a valid phone number',
} as const;
