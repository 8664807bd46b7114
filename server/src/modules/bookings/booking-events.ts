/**
 * What happens to a booking, as the modules that react to it see it (e-mails and in-app notices, company
 * webhooks). Bookings and payments announce events through `BookingEventSink`, written in the transaction
 * of the change; the listeners are wired in services.ts, so bookings depend on none of them.
 */
import type { Executor } from '../../db/client.js';

export type BookingEventKind =
  | 'confirmed' | 'awaiting_confirmation' | 'paid' | 'cancelled' | 'reminder_day_before' | 'reminder_soon';

export interface BookingEvent {
  kind: BookingEventKind;
  bookingId: string;
  /** A cancellation's refund in minor units (0 or absent: nothing refunded). */
  refundAmount?: number;
}

/** Records an event in the transaction of its change (the listeners queue their work there). */
export type BookingEventSink = (tx: Executor, event: BookingEvent) => Promise<void>;

export const ignoreBookingEvents: BookingEventSink = async () => undefined;
