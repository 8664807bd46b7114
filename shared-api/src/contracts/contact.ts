import { z } from 'zod';
import { CONTACT_LIMITS, CONTACT_MESSAGES } from './contact-constants.js';

// The contact form of /contact (POST /api/v1/contact, public): a message to the platform's support
// address (the super admin's `supportEmail`), with the sender as Reply-To. docs/product/api.md#contact.

export { CONTACT_LIMITS, CONTACT_MESSAGES };

/** One line of text: line breaks and runs of spaces become one space (the subject becomes a mail header). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** POST /contact. `website` is a field people never see: a form that fills it is a robot's. */
export const ZContactMessageSchema = z.object({
  name: z.string({ error: CONTACT_MESSAGES.nameRequired }).transform(oneLine)
    .pipe(z.string().min(1, CONTACT_MESSAGES.nameRequired).max(CONTACT_LIMITS.name, CONTACT_MESSAGES.nameRequired)),
  email: z.string({ error: CONTACT_MESSAGES.emailInvalid }).trim().max(CONTACT_LIMITS.email, CONTACT_MESSAGES.emailInvalid)
    .pipe(z.email({ error: CONTACT_MESSAGES.emailInvalid })),
  subject: z.string({ error: CONTACT_MESSAGES.subjectRequired }).transform(oneLine)
    .pipe(z.string().min(1, CONTACT_MESSAGES.subjectRequired).max(CONTACT_LIMITS.subject, CONTACT_MESSAGES.subjectRequired)),
  message: z.string({ error: CONTACT_MESSAGES.messageLength }).trim()
    .min(CONTACT_LIMITS.messageMin, CONTACT_MESSAGES.messageLength).max(CONTACT_LIMITS.message, CONTACT_MESSAGES.messageLength),
  website: z.string().max(500).optional(),
});
/** What the form sends. */
export type ContactMessageInput = z.input<typeof ZContactMessageSchema>;
/** The message as the server reads it (texts trimmed, name and subject on one line). */
export type ContactMessage = z.infer<typeof ZContactMessageSchema>;
