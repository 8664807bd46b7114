import { sql } from 'drizzle-orm';
import type { EmailTemplateKind } from '@pitchside/shared-api/contracts/email-templates';
import type { LanguageCode } from '@pitchside/shared-api/contracts/language';
import type { Db, Executor } from '../../db/client.js';
import { iso } from '../../db/iso.js';
import type { NoticeWording } from './booking-notice-mail.js';

export interface StoredWording extends NoticeWording {
  kind: EmailTemplateKind;
  language: LanguageCode;
  updatedAt: string;
}

type Row = { kind: EmailTemplateKind; language: LanguageCode; subject: string; body: string; closing: string; updated_at: Date | string };
const toWording = (row: Row): StoredWording => ({
  kind: row.kind, language: row.language, subject: row.subject, body: row.body, closing: row.closing, updatedAt: iso(row.updated_at),
});

/** The SQL of companies' e-mail wordings. */
export class EmailTemplateRepository {
  constructor(private readonly db: Db) {}

  async list(companyId: string): Promise<StoredWording[]> {
    const { rows } = await this.db.execute<Row>(sql`
      SELECT kind, language, subject, body, closing, updated_at FROM company_email_templates WHERE company_id = ${companyId}`);
    return rows.map(toWording);
  }

  /** A kind the company has not worded (or a text kind that is not a template, like the manager's request) is undefined. */
  async find(companyId: string, kind: string, language: LanguageCode): Promise<NoticeWording | undefined> {
    const { rows } = await this.db.execute<Row>(sql`
      SELECT kind, language, subject, body, closing, updated_at FROM company_email_templates
       WHERE company_id = ${companyId} AND kind = ${kind} AND language = ${language}`);
    return rows[0] && toWording(rows[0]);
  }

  async save(companyId: string, kind: EmailTemplateKind, language: LanguageCode, wording: NoticeWording, now: Date,
    executor: Executor = this.db): Promise<StoredWording> {
    const { rows } = await executor.execute<Row>(sql`
      INSERT INTO company_email_templates (company_id, kind, language, subject, body, closing, updated_at)
      VALUES (${companyId}, ${kind}, ${language}, ${wording.subject}, ${wording.body}, ${wording.closing}, ${now})
      ON CONFLICT (company_id, kind, language) DO UPDATE
        SET subject = EXCLUDED.subject, body = EXCLUDED.body, closing = EXCLUDED.closing, updated_at = EXCLUDED.updated_at
      RETURNING kind, language, subject, body, closing, updated_at`);
    return toWording(rows[0]!);
  }

  /** Answers whether there was a wording to delete. */
  async remove(companyId: string, kind: EmailTemplateKind, language: LanguageCode, executor: Executor = this.db): Promise<boolean> {
    const result = await executor.execute(sql`DELETE FROM company_email_templates WHERE company_id = ${companyId} AND kind = ${kind} AND language = ${language}`);
    return (result.rowCount ?? 0) > 0;
  }

  async companyName(companyId: string): Promise<string | undefined> {
    const { rows } = await this.db.execute<{ name: string }>(sql`SELECT name FROM companies WHERE id = ${companyId}`);
    return rows[0]?.name;
  }
}
