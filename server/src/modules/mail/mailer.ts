import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { LANGUAGE_CODES, type LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Clock } from '../../lib/clock.js';
import type { OutboxRepository } from './outbox.repository.js';
import { renderMail } from './templates/render.js';
import type { MailKind, MailVars } from './templates/types.js';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer | string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which mail this is (an account mail's kind, or a booking notice's). */
  template: MailKind | 'employee-welcome' | `booking-${string}` | `export-${string}` | `company-${string}` | `announcement-${string}`
    | 'contact-message';
  language: LanguageCode;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` of a newsletter (RFC 2369, RFC 8058). */
  headers?: Record<string, string>;
}

export interface MailTransport {
  deliver(mail: OutgoingMail & { from: string }): Promise<void>;
  close(): void;
}

/**
 * How the relay is used, unless `SMTP_URL` says otherwise in its query (`?pool=false&maxConnections=10`):
 *   - pooled connections: a message no longer pays for its own TCP connection, greeting, TLS handshake and
 *     login, which on a distant relay cost more than the message itself. Up to five at once, enough for
 *     the e-mail queues' concurrent jobs (job-queue.ts, `JOB_CONCURRENCY`); more messages wait their turn
 *     in the pool. A connection is closed after 100 messages or 4 idle minutes, before relays close it.
 *   - bounded waits: a relay that stops answering fails the delivery within a minute, so its job is retried
 *     by the queue long before the queue would think its worker dead and give the job to another one
 *     (`JOB_EXPIRY_SECONDS`), which would send the e-mail twice.
 */
const SMTP_SETTINGS = {
  pool: true, maxConnections: 5, maxMessages: 100,
  connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000,
} as const;

/** Real delivery through an SMTP relay (`SMTP_URL`). */
export function smtpTransport(url: string): MailTransport {
  // Settings the URL gives win over these.
  const transporter = nodemailer.createTransport({ ...SMTP_SETTINGS, url });
  return {
    deliver: async (mail) => {
      await transporter.sendMail({
        from: mail.from, to: mail.to, subject: mail.subject, html: mail.html, text: mail.text,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close: () => transporter.close(),
  };
}

/** Development default: mail is kept in the `outbox_mail` table, readable at /api/v1/dev/outbox. */
export function outboxTransport(outbox: OutboxRepository, clock: Clock): MailTransport {
  return {
    deliver: (mail) => outbox.insert({
      ...mail,
      to: mail.to.toLowerCase(),
      attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, size: Buffer.byteLength(a.content) })),
      headers: mail.headers ?? {},
      createdAt: clock.now(),
    }),
    close: () => undefined,
  };
}

/** First supported language of the user's preference, then of Accept-Language, else English. */
export function pickLanguage(preferred?: string | null, acceptLanguage?: string): LanguageCode {
  const supported = (code: string | null | undefined): LanguageCode | undefined =>
    LANGUAGE_CODES.find((c) => c === code?.trim().slice(0, 2).toLowerCase());
  const fromHeader = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q = 'q=1'] = part.trim().split(';');
      return { tag, q: Number(q.replace('q=', '')) || 0 };
    })
    .sort((a, b) => b.q - a.q)
    .map((entry) => supported(entry.tag))
    .find(Boolean);
  return supported(preferred) ?? fromHeader ?? 'en';
}

/**
 * Sends in the background so answers (e.g. password-reset requests) take the same time whether or not
 * a mail goes out, and an SMTP hiccup never fails the user's request. `idle()` lets shutdown and tests
 * wait for mail in flight.
 */
export class Mailer {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly from: string,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
  ) {}

  sendTemplate(to: string, kind: MailKind, language: LanguageCode, vars: MailVars): void {
    const rendered = renderMail(kind, language, vars);
    this.send({ to, template: kind, language, ...rendered });
  }

  /** Delivers now and fails if delivery fails (a job's mail: its queue retries it). */
  deliver(mail: OutgoingMail): Promise<void> {
    return this.transport.deliver({ ...mail, from: this.from });
  }

  send(mail: OutgoingMail): void {
    const job = this.transport
      .deliver({ ...mail, from: this.from })
      .catch((error: unknown) => this.log.error({ err: error, template: mail.template }, 'mail delivery failed'))
      .finally(() => this.pending.delete(job));
    this.pending.add(job);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async close(): Promise<void> {
    await this.idle();
    this.transport.close();
  }
}
