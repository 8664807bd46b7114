/**
 * Background jobs on the application's own PostgreSQL (pg-boss): e-mails and notices, reminders, hold
 * expiry and payment recovery. A job is written in the same transaction as the change that causes it, so
 * a change never commits without its job and a rolled-back change never leaves one; workers in any API
 * instance take jobs, retry failures with backoff, and nothing is lost on a restart.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, type Db as IDatabase, type Job, type SendOptions } from 'pg-boss';
import type { Executor } from '../../db/client.js';

/** The schema pg-boss keeps its tables in. */
export const JOB_SCHEMA = 'pgboss';

/**
 * pg-boss's SQL (positional `$n` parameters) run through a Drizzle executor: the database or an open
 * transaction, so a job joins the transaction of the change that causes it.
 */
export function executorDatabase(executor: Executor): IDatabase {
  return {
    executeSql: async (text, values = []) => {
      const chunks: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, match.index)), sql`${values[Number(match[1]) - 1]}`);
        last = match.index + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = await executor.execute(sql.join(chunks));
      return { rows: result.rows as unknown[] };
    },
  };
}

/** Where pg-boss's own SQL runs: the pool, or one connection (the migration's, which holds its lock). */
type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

/** pg-boss's SQL on the pool (its own statements may hold several commands: the simple protocol runs them). */
const poolDatabase = (pool: Queryable): IDatabase => ({
  executeSql: async (text, values) => {
    const result = values && values.length > 0 ? await pool.query(text, values) : await pool.query(text);
    // A multi-statement text answers one result per statement; pg-boss reads the last.
    const last = Array.isArray(result) ? (result.at(-1) as pg.QueryResult) : result;
    return { rows: last.rows };
  },
});

/** Creates or upgrades pg-boss's tables (with the application's migrations, before any instance starts). */
export async function installJobSchema(connection: Queryable): Promise<void> {
  const boss = new PgBoss({ db: poolDatabase(connection), schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false });
  boss.on('error', () => undefined);
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

interface Registration {
  name: string;
  handler: JobHandler<never>;
  options: { retryLimit: number; retryDelay: number; retryBackoff: boolean; expireInSeconds: number };
}

interface Schedule { name: string; cron: string }

export interface JobQueueOptions {
  /** Seconds between polls of an idle queue (≥ 0.5). */
  pollingSeconds: number;
  /** Run the workers and schedules in this process (an API instance) or only enqueue (a script). */
  work: boolean;
  /** Take part in the cron schedules (needs `work`). */
  schedules: boolean;
  /** Seconds before the first retry of a failed job (then doubling). */
  retryDelaySeconds: number;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly registrations: Registration[] = [];
  private readonly schedules: Schedule[] = [];
  private started = false;
  private stopped = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(pool: pg.Pool, private readonly options: JobQueueOptions, private readonly log: Pick<FastifyBaseLogger, 'error'>) {
    this.boss = new PgBoss({
      db: poolDatabase(pool), schema: JOB_SCHEMA, migrate: false, supervise: options.work, schedule: options.work && options.schedules,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Declares a queue and, in a working process, the handler of its jobs (before `start`). */
  define<T>(name: string, handler: JobHandler<T>, retry = { limit: 8, delaySeconds: this.options.retryDelaySeconds }): void {
    this.registrations.push({
      name, handler: handler as JobHandler<never>,
      options: { retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true, expireInSeconds: 300 },
    });
  }

  /** Runs a queue's job on a cron schedule (one instance of the platform takes each occurrence). */
  every(name: string, cron: string): void {
    this.schedules.push({ name, cron });
  }

  /**
   * Starts the queue; when the database cannot be reached yet, the API still serves (its health check says
   * so) and the queue tries again every few seconds until it starts or is stopped.
   */
  async begin(): Promise<void> {
    this.stopped = false;
    try {
      await this.start();
    } catch (error) {
      this.log.error({ err: error }, 'job queue could not start; trying again');
      if (!this.stopped) this.retry = setTimeout(() => void this.begin(), 5000).unref();
    }
  }

  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    for (const { name, options } of this.registrations) {
      if (!(await this.boss.getQueue(name))) await this.boss.createQueue(name, options);
    }
    this.started = true;
    if (!this.options.work) return;
    for (const { name, handler } of this.registrations) {
      await this.boss.work<never>(name, { pollingIntervalSeconds: this.options.pollingSeconds, batchSize: 1 }, async ([job]) => {
        if (job) await handler(job.data, job);
      });
    }
    if (!this.options.schedules) return;
    for (const { name, cron } of this.schedules) await this.boss.schedule(name, cron);
  }

  /** Lets running jobs finish (up to the timeout), then stops taking new ones. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, close: false });
  }

  /** Enqueues a job in the caller's transaction (or on its own when given the database). */
  async send(executor: Executor, name: string, data: object, options: Omit<SendOptions, 'db'> = {}): Promise<void> {
    await this.boss.send(name, data, { ...options, db: executorDatabase(executor) });
  }
}
