/**
 * Background jobs on the application's own PostgreSQL (pg-boss): e-mails and notices, reminders, hold
 * expiry and payment recovery. A job is written in the same transaction as the change that causes it, so
 * a change never commits without its job and a rolled-back change never leaves one; workers in any API
 * instance take jobs, retry failures with backoff, and nothing is lost on a restart.
 *
 * How fast a burst is worked off (server/README.md, "Background jobs under load"): a committed job wakes its
 * queue's workers at once (LISTEN/NOTIFY, job-listener.ts) rather than at their next poll; a worker that has
 * just finished a job fetches the next one at once while there are any, instead of waiting out the polling
 * interval; and the e-mail queues run several jobs at a time in each instance (`JOB_CONCURRENCY`). Each job is
 * still run by one worker of one instance: pg-boss claims it with `FOR UPDATE SKIP LOCKED`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { PgBoss, type Db as IDatabase, type Job, type Queue, type SendOptions } from 'pg-boss';
import type { Executor } from '../../db/client.js';
import { listenWith } from './job-listener.js';

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

/** How a queue's jobs are retried and run. */
export interface QueueSettings {
  /** Retries after a failure (8 unless told). */
  limit?: number;
  /** Seconds before the first retry, then doubling (`JOB_RETRY_DELAY_SECONDS` unless told). */
  delaySeconds?: number;
  /**
   * Run up to `JOB_CONCURRENCY` of the queue's jobs at once in each instance, instead of one. For jobs that
   * are independent of each other and spend their time waiting (an e-mail for the relay): jobs that touch
   * the same rows or must keep their order stay one at a time.
   */
  concurrent?: boolean;
}

const RETRY_LIMIT = 8;
/**
 * A job still running after this long is taken to have died with its worker and is given to another
 * one. Whatever a job waits on (the SMTP relay: mailer.ts) gives up well before, so that a slow job is
 * never run twice.
 */
export const JOB_EXPIRY_SECONDS = 300;

interface Registration {
  name: string;
  handler: JobHandler<never>;
  options: Required<Pick<Queue, 'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds' | 'notify'>>;
  concurrent: boolean;
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
  /** Jobs of a concurrent queue (`QueueSettings.concurrent`) this process runs at once. */
  concurrency: number;
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
      // A working process listens for new jobs on a connection of its own (job-listener.ts); one that only
      // enqueues needs no listener: its jobs' NOTIFY is part of their insert.
      db: { ...poolDatabase(pool), listen: listenWith(pool.options) }, useListenNotify: options.work,
      schema: JOB_SCHEMA, migrate: false, supervise: options.work, schedule: options.work && options.schedules,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  /** Declares a queue and, in a working process, the handler of its jobs (before `start`). */
  define<T>(name: string, handler: JobHandler<T>, settings: QueueSettings = {}): void {
    this.registrations.push({
      name, handler: handler as JobHandler<never>, concurrent: settings.concurrent ?? false,
      options: {
        retryLimit: settings.limit ?? RETRY_LIMIT, retryDelay: settings.delaySeconds ?? this.options.retryDelaySeconds, retryBackoff: true,
        expireInSeconds: JOB_EXPIRY_SECONDS,
        // Each job's insert notifies the queue's listening workers when its transaction commits.
        notify: true,
      },
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
    for (const { name, options } of this.registrations) await this.declare(name, options);
    this.started = true;
    if (!this.options.work) return;
    for (const registration of this.registrations) {
      const workers = registration.concurrent ? this.options.concurrency : 1;
      for (let i = 0; i < workers; i += 1) await this.work(registration);
    }
    if (!this.options.schedules) return;
    for (const { name, cron } of this.schedules) await this.boss.schedule(name, cron);
  }

  /** Creates the queue, or brings a queue created by an earlier version up to its settings (e.g. `notify`). */
  private async declare(name: string, options: Registration['options']): Promise<void> {
    const queue = await this.boss.getQueue(name);
    if (!queue) await this.boss.createQueue(name, options);
    else if (Object.entries(options).some(([key, value]) => queue[key as keyof typeof options] !== value)) await this.boss.updateQueue(name, options);
  }

  /**
   * One worker of a queue: one job at a time (a concurrent queue gets several workers, each fetching and
   * settling its own job, so one failing or slow job holds up no other). A worker asleep between polls is
   * woken by a new job's NOTIFY; one that has just finished a job fetches again at once, since more are
   * likely waiting in a burst (pg-boss's own burst mode needs batches), and sleeps only when a fetch finds
   * nothing or its job failed (a failing relay is not hammered). Idle, every worker still polls every
   * `pollingSeconds`, NOTIFY or not: that picks up retries coming due (they send no NOTIFY) and whatever a
   * lost notification left, at the cost of one indexed query per worker and interval.
   */
  private async work({ name, handler }: Registration): Promise<void> {
    // The worker's id is known once `work` answers, before its first fetch can return a job.
    const worker: { id?: string } = {};
    const polling = { pollingIntervalSeconds: this.options.pollingSeconds, notifyPollingIntervalSeconds: this.options.pollingSeconds };
    worker.id = await this.boss.work<never>(name, { ...polling, batchSize: 1 }, async ([job]) => {
      if (!job) return;
      await handler(job.data, job);
      if (worker.id) this.boss.notifyWorker(worker.id);
    });
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
