import type { BookingCreate } from '@pitchside/shared-api/contracts/booking';
import type { SessionUser } from '@pitchside/shared-api/contracts/session-user';
import type { Run } from './slot-run';
import type { DetailsValues } from './wizard-state';

/** `POST /bookings` for the chosen run and details; optional texts left empty are not sent. */
export function bookingRequest(fieldId: string, date: string, run: Run, details: DetailsValues): BookingCreate {
  const { fullName, email, phone, notes, groupName, groupSize, contactPerson } = details;
  return {
    fieldId, date, startTime: run.startTime, duration: run.duration, fullName, email, phone,
    ...(notes ? { notes } : {}),
    ...(groupName ? { groupName } : {}),
    ...(groupSize !== undefined ? { groupSize } : {}),
    ...(contactPerson ? { contactPerson } : {}),
  };
}

/** The details form as it opens the first time: who is signed in (the session has no phone number). */
export function detailsOf(user: SessionUser | null): DetailsValues {
  return {
    fullName: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: '',
    notes: '',
    groupName: '',
    groupSize: undefined,
    contactPerson: '',
  };
}
