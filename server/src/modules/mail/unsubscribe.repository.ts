import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** A notification setting an unsubscribe link may turn off. */
export type OptionalMailSetting = 'newsletter' | 'promotions' | 'bookingReminders';

/** The only SQL of unsubscribing: the account's language, and one notification setting turned off. */
export class UnsubscribeRepository {
  constructor(private readonly db: Db) {}

  /** The account's language preference; undefined when there is no such account. */
  async languageOf(userId: string): Promise<{ language: string | null } | undefined> {
    const { rows } = await this.db.execute<{ language: string | null }>(sql`SELECT preferences ->> 'language' AS language FROM users WHERE id = ${userId}`);
    return rows[0];
  }

  /**
   * Turns one notification setting off, the others kept (the same however often); undefined when there is no
   * such account. `updated_at` moves only when the setting changes.
   */
  async turnOff(userId: string, setting: OptionalMailSetting, now: Date): Promise<{ language: string | null } | undefined> {
    const { rows } = await this.db.execute<{ language: string | null }>(sql`
      UPDATE users
         SET notification_settings = CASE WHEN jsonb_typeof(notification_settings) = 'object' THEN notification_settings ELSE '{}'::jsonb END
                                     || jsonb_build_object(${setting}::text, false),
             updated_at = CASE WHEN notification_settings -> ${setting}::text = 'false'::jsonb THEN updated_at ELSE ${now} END
       WHERE id = ${userId}
      RETURNING preferences ->> 'language' AS language`);
    return rows[0];
  }
}
