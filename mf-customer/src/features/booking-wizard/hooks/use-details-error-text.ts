import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { BOOKING_LIMITS } from '@pitchside/shared-api/contracts/booking-constants';
import { useTranslation } from '@pitchside/shared-ui/translation';
import { FIELD_DETAILS_NS } from '../../../locales/namespace';
import type { DetailsValues } from '../lib/wizard-state';
import type { ServerText } from './use-server-text';

const MAX_LENGTHS: Partial<Record<keyof DetailsValues, number>> = {
  fullName: BOOKING_LIMITS.nameMax,
  email: BOOKING_LIMITS.emailMax,
  notes: BOOKING_LIMITS.notesMax,
  groupName: BOOKING_LIMITS.groupNameMax,
  contactPerson: BOOKING_LIMITS.nameMax,
};

/** A details field's error in the customer's language: the contract's texts translated, lengths and group size in words. */
export function useDetailsErrorText(capacity: number, text: ServerText) {
  const { t } = useTranslation(FIELD_DETAILS_NS);
  return useCallback((name: keyof DetailsValues, error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    const max = MAX_LENGTHS[name];
    if (error.type === 'too_big' && max !== undefined) return t('booking.details.tooLong', { max });
    // Below 1 or not a whole number: one text for every way a group size can be wrong, but too large.
    if (name === 'groupSize' && error.type !== 'too_big' && error.type !== 'server') {
      return t('booking.details.groupSizeInvalid', { capacity });
    }
    return text.message(error.message);
  }, [t, text, capacity]);
}
