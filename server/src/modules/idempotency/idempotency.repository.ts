import { createHash } from 'node:crypto';
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/errors.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a request that creates or moves a booking or money answers: the result and its message. */
export interface Answer<T> {
  data: T;
  message: string;
}

/** The first answer of a request made with an Idempotency-Key, kept to be given again to a retry. */
export interface StoredAnswer {
  requestHash: string;
  response: unknown;
}

/** A stored answer as the result it was (the service that stored it knows its type). */
export function replayOf<T>(stored: StoredAnswer): Answer<T> {
  const { data, message } = stored.response as Answer<T>;
  return { data, message };
}

/** The key was stored by a concurrent request (the primary key of `idempotency_keys` refused a second row). */
export function isKeyTaken(error: unknown): boolean {
  return isUniqueViolation(error, 'idempotency_keys_pkey');
}

/** Hash of what makes two requests "the same": the route's scope and the body, keys sorted. */
export function requestHash(scope: string, body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.keys(value).sort().map((k) => [k, canonical((value as Record<string, unknown>)[k])]));
    }
    return value;
  };
  return createHash('sha256').update(scope).update('\n').update(JSON.stringify(canonical(body) ?? null)).digest('hex');
}

/** The stored answer of (user, scope, key) as one JSON value, or null: a column of a caller's query. */
export function storedAnswerColumn(userId: string | Placeholder, scope: string | Placeholder, key: string | Placeholder): SQL<StoredAnswer | null> {
  return sql<StoredAnswer | null>`(
    SELECT json_build_object('requestHash', i.request_hash, 'response', i.response)
      FROM idempotency_keys i
     WHERE i.user_id = ${userId}::uuid AND i.scope = ${scope}::text AND i.key = ${key}::text)`;
}

/** A key and the answer to store against it (the answer as JSON text). */
export interface KeyToStore {
  userId: string | Placeholder;
  scope: string | Placeholder;
  key: string | Placeholder;
  requestHash: string | Placeholder;
  response: string | Placeholder;
  now: Date | Placeholder;
}

/**
 * The statement that stores an answer once the work's row exists: `source` names a CTE of the caller's
 * statement (one row when the work was done, none when it was not), so the work and its key are written
 * together, in one statement, or not at all.
 */
export function storeAfterSql(source: SQL, k: KeyToStore): SQL {
  return sql`
    INSERT INTO idempotency_keys (user_id, scope, key, request_hash, response, created_at)
    SELECT ${k.userId}::uuid, ${k.scope}::text, ${k.key}::text, ${k.requestHash}::text, ${k.response}::jsonb, ${k.now}::timestamptz
      FROM ${source}`;
}

/**
 * Idempotency records, read and written inside the transaction that does the work: a transaction-scoped
 * advisory lock on (user, scope, key) makes a concurrent retry wait for the first attempt, then replay it.
 */
export class IdempotencyRepository {
  /** Inside the transaction that will do the work: waits for a concurrent attempt with the key, then reads. */
  async lockAndFind(tx: Tx, userId: string, scope: string, key: string): Promise<StoredAnswer | undefined> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${userId}\n${scope}\n${key}`}, 0))`);
    return this.find(tx, userId, scope, key);
  }

  async find(executor: Db | Tx, userId: string, scope: string, key: string): Promise<StoredAnswer | undefined> {
    const { rows } = await executor.execute<{ request_hash: string; response: unknown }>(sql`
      SELECT request_hash, response FROM idempotency_keys
       WHERE user_id = ${userId} AND scope = ${scope} AND key = ${key}`);
    const row = rows[0];
    return row && { requestHash: row.request_hash, response: row.response };
  }

  async store(tx: Tx, userId: string, scope: string, key: string, answer: StoredAnswer, now: Date): Promise<void> {
    await tx.execute(sql`
      INSERT INTO idempotency_keys (user_id, scope, key, request_hash, response, created_at)
      VALUES (${userId}, ${scope}, ${key}, ${answer.requestHash}, ${JSON.stringify(answer.response)}::jsonb, ${now})`);
  }
}

export type { Tx };
