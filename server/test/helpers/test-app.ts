import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.js';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { ManualClock, systemClock, type Clock } from '../../src/lib/clock.js';
import type { MailTransport, OutgoingMail } from '../../src/modules/mail/mailer.js';
import { loadConfig, type AppConfig } from '../../src/plugins/config.js';
import { TEMPLATE_DB, TEST_ENV } from './test-env.js';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  mails: (OutgoingMail & { from: string })[];
  /** The next `count` captured deliveries fail, as they would with an SMTP relay that is down. */
  failNextMails(count: number): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: ManualClock;
  /** Use the real transport chosen by the config (outbox or SMTP) instead of capturing. */
  realMail?: boolean;
  /** An existing database (kept when the app closes), e.g. for a second instance or a restart. */
  database?: DatabaseHandle;
  /** Add test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated, seeded template (for service tests without HTTP). */
export async function createTestDatabase(): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const name = `test_${randomUUID().replace(/-/g, '')}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`));
  const database = openDatabase(`${inject('pgUrlPrefix')}${name}`, 10);
  return {
    database,
    drop: async () => {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** A fresh database and an app on top of it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => undefined }
    : await createTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pitchside-app-'));
  // Without a relay, mail is the outbox's (production asks for that to be said); the tests capture it anyway.
  const mailTransport = options.env?.SMTP_URL ? {} : { MAIL_TRANSPORT: 'outbox' };
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: dataDir, ...mailTransport, ...options.env });
  const mails: TestApp['mails'] = [];
  let failing = 0;
  const capture: MailTransport = {
    deliver: async (mail) => {
      if (failing > 0) {
        failing -= 1;
        throw new Error('mail relay unavailable');
      }
      mails.push(mail);
    },
    close: () => undefined,
  };
  const clock = options.clock ?? systemClock;
  const app = await buildApp({
    config, database, clock, logger: false, closeDatabase: false, ...(options.realMail ? {} : { mailTransport: capture }),
  });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app, config, database, clock, mails,
    failNextMails: (count) => { failing = count; },
    close: async () => {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
