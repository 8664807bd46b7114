import { BOOKING_MESSAGES, ZBookingCreateSchema } from '@pitchside/shared-api/contracts/booking';

/**
 * The details step's rules: those of the booking contract (the server checks the same), plus the
 * field's capacity as the largest group.
 */
export function detailsSchema(capacity: number) {
  const groupSize = ZBookingCreateSchema.shape.groupSize.unwrap().max(capacity, BOOKING_MESSAGES.groupTooLarge(capacity));
  return ZBookingCreateSchema
    .pick({ fullName: true, email: true, phone: true, notes: true, groupName: true, contactPerson: true })
    .extend({ groupSize: groupSize.optional() });
}
