import { color } from '@pitchside/shared-ui/tokens';
import type { AdminAnalytics } from '@pitchside/shared-api/contracts/admin';

export type BookingStatus = keyof AdminAnalytics['totals']['byStatus'];

/** The statuses a booking made can have now, in the order the figures list them. */
export const BOOKING_STATUSES: readonly BookingStatus[] = ['confirmed', 'awaiting_confirmation', 'checked_in', 'cancelled'];

/** One colour per status in the stacked chart (theme tokens: right in light and dark). */
export const STATUS_COLORS: Readonly<Record<BookingStatus, string>> = {
  confirmed: color.primary,
  awaiting_confirmation: color.warning,
  checked_in: color.info,
  cancelled: color.danger,
};
