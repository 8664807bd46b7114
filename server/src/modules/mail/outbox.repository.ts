import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMail } from '../../db/schema.js';

export interface StoredMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  template: string;
  language: string;
  attachments: { filename: string; contentType: string; size: number }[];
  /** Extra header lines (a newsletter's List-Unsubscribe…). */
  headers: Record<string, string>;
  createdAt: Date;
}

export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async insert(mail: Omit<StoredMail, 'id'>): Promise<void> {
    await this.db.insert(outboxMail).values({
      toAddress: mail.to, fromAddress: mail.from, subject: mail.subject, html: mail.html, text: mail.text,
      template: mail.template, language: mail.language, attachments: mail.attachments, headers: mail.headers, createdAt: mail.createdAt,
    });
  }

  async list(filter: { to?: string; limit: number }): Promise<StoredMail[]> {
    const rows = await this.db
      .select()
      .from(outboxMail)
      .where(filter.to ? eq(outboxMail.toAddress, filter.to.toLowerCase()) : undefined)
      .orderBy(desc(outboxMail.createdAt))
      .limit(filter.limit);
    return rows.map((r) => ({
      id: r.id, to: r.toAddress, from: r.fromAddress, subject: r.subject, html: r.html, text: r.text,
      template: r.template, language: r.language, attachments: r.attachments, headers: r.headers, createdAt: r.createdAt,
    }));
  }
}
