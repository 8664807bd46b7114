import { LANGUAGES } from '@pitchside/shared-api/contracts/language';
import { renderContent, type RenderedMail } from '../mail/templates/render.js';
import type { ContactDelivery } from './contact.service.js';

/**
 * The e-mail the support team receives for one message of the contact form. It goes to the platform's
 * own support address, so it is written in English, the platform's default language; it says which
 * language the sender used the site in, so the answer can be in theirs. Answering it replies to the sender.
 */
export function contactMail(delivery: ContactDelivery): RenderedMail {
  const language = LANGUAGES.find((entry) => entry.code === delivery.language)?.name ?? delivery.language;
  return renderContent('en', {
    subject: `Contact form: ${delivery.subject}`,
    heading: delivery.subject,
    greeting: `${delivery.name} wrote through the contact form of Pitchside:`,
    paragraphs: delivery.message.split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
    facts: [
      ['Name', delivery.name],
      ['E-mail', delivery.email],
      ['Language of the site', language],
      ['Received', delivery.receivedAt],
    ],
    footer: 'Reply to this e-mail to answer the sender directly.',
  });
}
