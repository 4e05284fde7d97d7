import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { dueFires, nextFireAfter } from './fire-times.ts';
import { jobKindOf, type JobContext } from './job-kinds.ts';
import {
  armJob, claimRuns, finishRun, insertFireRuns, lockClaimableRuns, lockDueJobs, renewRunLease, setNextFire, unarmedRunningJobs, type ClaimedRun,
} from './scheduled-job-repository.ts';

/** What a scheduler needs: the database, a clock, the zone its cron expressions are read in, its timings. */
export interface SchedulerOptions {
  db: Kysely<Database>;
  now: () => Date;
  timeZone: string;
  /** How often it looks for due fires when started. */
  pollMs: number;
  /** How long a claimed run is held without renewal; renewed every third of it while the job runs. */
  leaseMs: number;
  /** What job kinds' `run` is given. */
  context: () => JobContext;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Who holds the runs this process claims (default: host, process id and a random part). */
  holder?: string;
  /** Runs this process executes at once (default 4). */
  concurrency?: number;
}

/** The longest a stop waits for the runs under way before leaving them to their leases. */
const STOP_GRACE_MS = 5000;
/** The most jobs one look turns into runs, and the most error text kept per run. */
const JOBS_PER_LOOK = 100;
const ERROR_MAX = 2000;

/**
 * The scheduler (issue 13, architecture §4 "Jobs", docs/decisions.md "Scheduled jobs"), run by
 * every server process on the same database. Each look:
 * 1. turns the running jobs' due fires into runs: the jobs are read `FOR UPDATE SKIP LOCKED`
 *    (one process at a time per job) and each fire inserted once per (job, fire time), a unique
 *    index making a second insert a no-op; a fire missed by more than the misfire threshold is
 *    run once for all the fires missed (fire-times.ts);
 * 2. claims due runs, and runs whose holder's lease expired (a process killed mid-run),
 *    `FOR UPDATE SKIP LOCKED`, marking them running under its own name and lease;
 * 3. runs each claimed run's job kind, renewing the lease while it runs, and logs the end:
 *    outcome, error, duration.
 */
export function createScheduler(options: SchedulerOptions) {
  const { db, now, timeZone, pollMs, leaseMs, log } = options;
  const holder = options.holder ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const concurrency = options.concurrency ?? 4;
  // A look is late by at most a poll or two; later than this, the fire was missed.
  const misfireMs = Math.max(5000, 5 * pollMs);
  const running = new Map<string, Promise<void>>();
  const aborts = new Map<string, AbortController>();
  let timer: NodeJS.Timeout | null = null;
  let looking: Promise<unknown> = Promise.resolve();
  let started = false;
  let stopped = false;

  /** Gives running jobs without a next fire (seeded by a migration, or armed by nobody yet) their next one. */
  async function arm(): Promise<void> {
    for (const job of await unarmedRunningJobs(db)) {
      const next = nextFireAfter(job.cron_expression, now(), timeZone);
      if (next) await armJob(db, job.id, next);
    }
  }

  /** Step 1: the due fires of running jobs become runs. */
  async function materialize(): Promise<number> {
    const at = now();
    return db.transaction().execute(async (tx) => {
      const jobs = await lockDueJobs(tx, at, JOBS_PER_LOOK);
      let inserted = 0;
      for (const job of jobs) {
        const { runs, next } = dueFires(job.cron_expression, job.next_fire_at!, at, timeZone, misfireMs);
        if (runs.length > 0) {
          inserted += await insertFireRuns(tx, job.id, runs);
          if (runs[0]!.trigger === 'misfire') log.warn(`scheduled job ${job.id} missed its fires since ${runs[0]!.fireTime.toISOString()}: run once now`);
        }
        await setNextFire(tx, job.id, next);
      }
      return inserted;
    });
  }

  /** Step 2: claims up to `limit` due runs, or runs whose lease expired. */
  async function claim(limit: number): Promise<ClaimedRun[]> {
    const at = now();
    return db.transaction().execute(async (tx) => {
      const pending = await lockClaimableRuns(tx, at, limit);
      if (pending.length === 0) return [];
      for (const run of pending) {
        if (run.state === 'running') log.warn(`scheduled job run ${run.id}: the lease of ${run.holder} expired, taken over by ${holder}`);
      }
      return claimRuns(tx, pending.map((run) => run.id), holder, at, new Date(at.getTime() + leaseMs));
    });
  }

  /** Renews this process's lease of a run; false when the run is no longer its own. */
  const renew = (runId: string): Promise<boolean> => renewRunLease(db, runId, holder, new Date(now().getTime() + leaseMs));

  /** Step 3: runs one claimed run and logs its end. */
  async function execute(run: ClaimedRun): Promise<void> {
    const abort = new AbortController();
    aborts.set(run.id, abort);
    const renewal = setInterval(() => {
      renew(run.id).then((ours) => { if (!ours) abort.abort(new Error('lease lost')); }, () => undefined);
    }, Math.max(50, Math.floor(leaseMs / 3)));
    renewal.unref();
    const start = performance.now();
    let outcome: 'success' | 'failure' = 'success';
    let error = '';
    try {
      const kind = jobKindOf(run.kind);
      if (!kind) throw new Error(`unknown job kind '${run.kind}'`);
      await kind.run(options.context(), run.parameter, { jobId: run.job_id, runId: run.id, fireTime: run.fire_time, trigger: run.trigger, signal: abort.signal });
    } catch (failure) {
      outcome = 'failure';
      error = (failure instanceof Error ? failure.message : String(failure)).slice(0, ERROR_MAX);
      log.warn(`scheduled job ${run.job_id} (${run.kind}) failed at its fire ${run.fire_time.toISOString()}: ${error}`);
    } finally {
      clearInterval(renewal);
      aborts.delete(run.id);
    }
    await finishRun(db, run.id, holder, { outcome, error, endedAt: now(), durationMs: Math.round(performance.now() - start) });
  }

  /** One look: due fires to runs, then as many runs claimed and started as this process has room for. */
  async function look(): Promise<Promise<void>[]> {
    await materialize();
    const room = concurrency - running.size;
    if (room <= 0) return [];
    const runs = await claim(room);
    return runs.map((run) => {
      const done = execute(run)
        .catch((error: unknown) => log.error(`scheduled job run ${run.id} could not be logged: ${String(error)}`))
        .finally(() => running.delete(run.id));
      running.set(run.id, done);
      return done;
    });
  }

  function schedule(delay: number) {
    if (stopped) return;
    timer = setTimeout(() => {
      looking = look().catch((error: unknown) => log.error(`the scheduler's look failed: ${String(error)}`)).finally(() => schedule(pollMs));
    }, delay);
    timer.unref?.();
  }

  return {
    /** Who this process's claimed runs name as holder. */
    holder,
    timeZone,
    /** Starts looking every `pollMs` (arming the running jobs first). */
    async start(): Promise<void> {
      if (started || stopped) return;
      started = true;
      await arm().catch((error: unknown) => log.error(`the scheduler could not arm the jobs: ${String(error)}`));
      schedule(0);
    },
    /**
     * One look, driven by hand (tests, with the scheduler not started): arms, materialises,
     * claims and resolves once the runs it started ended.
     */
    async tick(): Promise<void> {
      await arm();
      await Promise.all(await look());
    },
    /** Stops looking; waits for the runs under way (up to a few seconds, then leaves them to their leases). */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearTimeout(timer);
      await looking;
      const grace = new Promise((resolve) => setTimeout(resolve, STOP_GRACE_MS).unref());
      await Promise.race([Promise.all(running.values()), grace]);
      for (const abort of aborts.values()) abort.abort(new Error('the server is stopping'));
    },
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's scheduler (server/modules/scheduler). */
    scheduler: Scheduler;
  }
}
