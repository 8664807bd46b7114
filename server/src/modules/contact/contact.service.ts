import type { ContactMessage } from '@pitchside/shared-api/contracts/contact';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { Mailer } from '../mail/mailer.js';
import { contactMail } from './contact-mail.js';

export const CONTACT_QUEUE = 'contact-message';

/** One message of the contact form, as the job that e-mails it carries it. */
export interface ContactDelivery {
  name: string;
  email: string;
  subject: string;
  message: string;
  language: LanguageCode;
  receivedAt: string;
}

export interface ContactDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  clock: Clock;
  /** The support address of the platform's settings, read when the e-mail goes out. */
  supportAddress: () => Promise<string>;
}

/**
 * Messages of the contact form. Each one becomes a job that e-mails it to the support address (retried
 * while the mail relay fails, kept across restarts), with the sender as Reply-To. The sender gets no
 * copy: the form would otherwise send mail to any address typed into it.
 */
export class ContactService {
  constructor(private readonly d: ContactDeps) {}

  /** Declares the queue that delivers the messages (before the job queue starts). */
  register(): void {
    this.d.jobs.define<ContactDelivery>(CONTACT_QUEUE, (delivery) => this.deliver(delivery));
  }

  /**
   * Queues the message for the support team. A message whose hidden field is filled in comes from a
   * robot: it is dropped, and answered like any other so that the robot learns nothing.
   */
  async receive(message: ContactMessage, language: LanguageCode): Promise<void> {
    if (message.website?.trim()) return;
    const { name, email, subject, message: text } = message;
    const delivery: ContactDelivery = { name, email, subject, message: text, language, receivedAt: this.d.clock.now().toISOString() };
    await this.d.jobs.send(this.d.db, CONTACT_QUEUE, delivery);
  }

  /** E-mails one message to the support address; a failed delivery throws, and the queue tries again. */
  async deliver(delivery: ContactDelivery): Promise<void> {
    await this.d.mailer.deliver({
      to: await this.d.supportAddress(),
      ...contactMail(delivery),
      template: 'contact-message',
      language: 'en',
      headers: { 'Reply-To': delivery.email },
    });
  }
}
