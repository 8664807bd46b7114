import { z } from 'zod';

// The contact form of /contact (POST /api/v1/contact, public): a message to the platform's support
// address (the super admin's `supportEmail`), with the sender as Reply-To. docs/product/api.md#contact.

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: `Enter your name (1 to ${CONTACT_LIMITS.name} characters)`,
  emailInvalid: 'Enter a valid e-mail address',
  subjectRequired: `Enter a subject (1 to ${CONTACT_LIMITS.subject} characters)`,
  messageLength: `Write your message in ${CONTACT_LIMITS.messageMin} to 5,000 characters`,
  sent: 'Thank you! Your message has been sent. Our support team replies by e-mail during business hours (Mon-Fri 9-6 EST).',
  tooMany: 'You have sent several messages in a short time. Please try again later.',
} as const;

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
