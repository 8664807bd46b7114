// A real SMTP server for the journeys: the API sends its mail here (SMTP_URL), messages are parsed with
// postal-mime, and tests wait for the mail to an address and take the links out of it.
//
// The server runs in the global set-up process; tests run in worker processes and read the mailbox
// through a small HTTP endpoint on loopback (`MailClient`).
import { createServer, type Server } from 'node:http';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface ReceivedMail {
  /** Arrival order, 1-based, across the whole run. */
  id: number;
  /** Envelope recipients, lower case. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Attached files: text ones (calendar files) as text, others base64-encoded. */
  attachments: { filename: string; mimeType: string; content: string }[];
  receivedAt: string;
}

export class Mailbox {
  private readonly mails: ReceivedMail[] = [];

  add(mail: Omit<ReceivedMail, 'id'>): ReceivedMail {
    const stored = { ...mail, id: this.mails.length + 1 };
    this.mails.push(stored);
    return stored;
  }

  to(address: string): ReceivedMail[] {
    const wanted = address.toLowerCase();
    return this.mails.filter((mail) => mail.to.includes(wanted));
  }

  get size(): number {
    return this.mails.length;
  }
}

export interface RunningSmtp {
  /** For the API's SMTP_URL. */
  url: string;
  port: number;
  mailbox: Mailbox;
  close(): Promise<void>;
}

/** SMTP on 127.0.0.1, no authentication, no TLS (loopback only). */
export async function startSmtpServer(): Promise<RunningSmtp> {
  const mailbox = new Mailbox();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Pitchside e2e mail catcher',
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks))
          .then((parsed) => {
            mailbox.add({
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                mimeType: a.mimeType,
                content: (typeof a.content === 'string' ? Buffer.from(a.content) : Buffer.from(new Uint8Array(a.content)))
                  .toString(a.mimeType.startsWith('text/') ? 'utf8' : 'base64'),
              })),
              receivedAt: new Date().toISOString(),
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mailbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** GET /mail?to=<address> → the mails to that address, as JSON. Loopback only. */
export async function serveMailbox(mailbox: Mailbox): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const to = url.searchParams.get('to');
    if (url.pathname !== '/mail' || !to) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mailbox.to(to)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

export interface MailQuery {
  /** Only mails with a link whose path is this (e.g. '/verify-email'): language-independent. */
  linkPath?: string;
  subject?: RegExp;
  /** Only mails whose text holds this (a booking number, say). */
  contains?: string;
  /** Only mails with an attachment whose file name matches. */
  attachment?: RegExp;
  /** Ignore mails with an id ≤ this (e.g. mails that arrived before an action). */
  after?: number;
  timeoutMs?: number;
}

/** What tests use: waits for a mail in the set-up process's mailbox. */
export class MailClient {
  constructor(private readonly baseUrl: string) {}

  async list(to: string): Promise<ReceivedMail[]> {
    const response = await fetch(`${this.baseUrl}/mail?to=${encodeURIComponent(to)}`);
    if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
    return (await response.json()) as ReceivedMail[];
  }

  /** The first mail to `to` matching the query; throws with what did arrive after the time-out. */
  async waitForMail(to: string, query: MailQuery = {}): Promise<ReceivedMail> {
    const { timeoutMs = 15_000 } = query;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = await this.list(to);
      const match = seen.find((mail) => matches(mail, query));
      if (match) return match;
      if (Date.now() > deadline) {
        const summary = seen.map((m) => `#${m.id} "${m.subject}" links: ${extractLinks(m).join(' ')}`).join('\n  ') || '(none)';
        const wanted = JSON.stringify({ ...query, subject: query.subject?.source, attachment: query.attachment?.source });
        throw new Error(`No mail to ${to} matching ${wanted} within ${timeoutMs} ms. Received:\n  ${summary}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function matches(mail: ReceivedMail, query: MailQuery): boolean {
  if (query.after !== undefined && mail.id <= query.after) return false;
  if (query.subject && !query.subject.test(mail.subject)) return false;
  if (query.contains !== undefined && !mail.text.includes(query.contains)) return false;
  if (query.attachment && !mail.attachments.some((a) => query.attachment!.test(a.filename))) return false;
  if (query.linkPath && !extractLinks(mail).some((link) => new URL(link).pathname === query.linkPath)) return false;
  return true;
}

/** Every distinct http(s) link of a mail: `href`s of the HTML part, then URLs in the text part. */
export function extractLinks(mail: Pick<ReceivedMail, 'html' | 'text'>): string[] {
  const links = new Set<string>();
  for (const match of mail.html.matchAll(/href\s*=\s*["']([^"']+)["']/gi)) {
    const href = decodeHtmlEntities(match[1] ?? '');
    if (/^https?:\/\//i.test(href)) links.add(href);
  }
  for (const match of mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/gi)) links.add(match[0]);
  return [...links];
}

/** The link of a mail whose path is `pathname`; throws (listing the links) when there is none. */
export function linkTo(mail: ReceivedMail, pathname: string): URL {
  const links = extractLinks(mail);
  const found = links.map((link) => new URL(link)).find((url) => url.pathname === pathname);
  if (!found) throw new Error(`Mail "${mail.subject}" has no link to ${pathname}; links: ${links.join(' ')}`);
  return found;
}

function decodeHtmlEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&#x3D;|&#61;/gi, '=')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/gi, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
