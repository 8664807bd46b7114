import { ERROR_MESSAGES } from '@pitchside/shared-api/client/api-errors';
import { BOOKING_MESSAGES as B } from '@pitchside/shared-api/contracts/booking-constants';
import { CARD_ERROR_CODES, CARD_ERROR_MESSAGES, PAYMENT_MESSAGES as P } from '@pitchside/shared-api/contracts/payment-constants';

/** A translation key of the `booking.errors` texts, with its values. */
export interface TextKey {
  key: string;
  values?: Record<string, number>;
}

/**
 * What the API's texts for one booking depend on: its day's slot length, the field's capacity and the
 * longest booking its company allows.
 */
export interface TextContext {
  slotMinutes: number;
  capacity: number;
  maxMinutes: number;
}

/**
 * The key of each English text the booking and payment calls answer with (docs/product/messages.md), so a customer reading
 * French or Arabic gets them translated; any other text is shown as the server wrote it.
 */
export function serverTextKeys({ slotMinutes, capacity, maxMinutes }: TextContext): Map<string, TextKey> {
  const entries: [string, TextKey][] = [
    [B.slotUnavailable, { key: 'booking.errors.slotUnavailable' }],
    [B.notBookable, { key: 'booking.errors.notBookable' }],
    [B.startNotOnGrid, { key: 'booking.errors.startNotOnGrid' }],
    [B.inThePast, { key: 'booking.errors.inThePast' }],
    [B.bookingFailed, { key: 'booking.errors.bookingFailed' }],
    [B.holdExpired, { key: 'booking.errors.holdExpired' }],
    [P.holdExpired, { key: 'booking.errors.holdExpired' }],
    [B.minimumDuration(slotMinutes), { key: 'booking.errors.minimumDuration', values: { minutes: slotMinutes } }],
    [B.maximumDuration(maxMinutes), { key: 'booking.errors.maximumDuration', values: { hours: maxMinutes / 60 } }],
    [B.durationStep(slotMinutes), { key: 'booking.errors.durationStep', values: { minutes: slotMinutes } }],
    [B.groupTooLarge(capacity), { key: 'booking.errors.groupTooLarge', values: { capacity } }],
    [B.fullName, { key: 'booking.errors.fullName' }],
    [B.email, { key: 'booking.errors.email' }],
    [B.phone, { key: 'booking.errors.phone' }],
    [P.alreadyPaid, { key: 'booking.errors.alreadyPaid' }],
    [P.cashNotAccepted, { key: 'booking.errors.cashNotAccepted' }],
    [P.methodNotFound, { key: 'booking.errors.methodNotFound' }],
    [P.requestInProgress, { key: 'booking.errors.requestInProgress' }],
    [ERROR_MESSAGES.network, { key: 'booking.errors.network' }],
    [ERROR_MESSAGES.timeout, { key: 'booking.errors.timeout' }],
    ...CARD_ERROR_CODES.map((code): [string, TextKey] => [CARD_ERROR_MESSAGES[code], { key: `booking.errors.card.${code}` }]),
  ];
  return new Map(entries);
}
