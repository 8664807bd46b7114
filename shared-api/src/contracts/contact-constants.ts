// Zod-free: the contact form's limits and texts, which /contact shows before the form first validates
// (the validation code, with zod, loads then: mf-auth's lazy resolver).

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 150, messageMin: 10, message: 5000 } as const;

export const CONTACT_MESSAGES = {
  nameRequired: `Enter your name (1 to ${CONTACT_LIMITS.name} characters)`,
  emailInvalid: 'Enter a valid e-mail address',
  subjectRequired: `Enter a subject (1 to ${CONTACT_LIMITS.subject} characters)`,
  messageLength: `Write your message in ${CONTACT_LIMITS.messageMin} to 5,000 characters`,
  sent: 'Thank you! Your message has been sent. Our support team replies by e-mail during business hours (Mon-Fri 9-6 EST).',
  tooMany: 'You have sent several messages in a short time. Please try again later.',
} as const;
