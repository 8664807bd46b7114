import { CONTACT_MESSAGES } from '@pitchside/shared-api/contracts/contact-constants';
import { API_ERROR_CODES } from '@pitchside/shared-api/contracts/error-codes';

/** The contract's English texts → keys of texts/contact (the form's errors, and the server's 400 list). */
export const MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  [CONTACT_MESSAGES.nameRequired, 'errors.name'],
  [CONTACT_MESSAGES.emailInvalid, 'errors.email'],
  [CONTACT_MESSAGES.subjectRequired, 'errors.subject'],
  [CONTACT_MESSAGES.messageLength, 'errors.message'],
]);

/** Failures the form explains in its own words; any other says the message could not be sent. */
export const CODE_KEYS: Readonly<Record<string, string>> = {
  [API_ERROR_CODES.rateLimited]: 'errors.tooMany',
  [API_ERROR_CODES.network]: 'errors.network',
  [API_ERROR_CODES.validation]: 'errors.invalid',
};

/** The form's fields, in the order a server's list of problems is put on them. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
