import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { scheduledJobResource, type JobRun } from '../../../shared/resources/scheduled-job.ts';
import { executeJobAction, pauseJobAction, resumeJobAction } from '../../../shared/resources/scheduled-job-actions.ts';
import { resourceContract } from '../../test-support/resource-contract.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { dueFires } from './fire-times.ts';
import { openDatabase } from '../../db/database.ts';
import { registerJobKind } from './job-kinds.ts';
import { createScheduler } from './scheduler.ts';

resourceContract({
  resource: scheduledJobResource,
  sample: (n, text) => ({ kind: 'demo-log', parameter: `p${n}`, cronExpression: `0 ${n % 60} 3 * * ?`, description: text }),
  textField: 'description',
  actions: [pauseJobAction, resumeJobAction, executeJobAction].map((action) => ({ action, input: (row) => ({ id: row.id }) })),
});

// A kind that fails, to see the failure logged.
registerJobKind({
  kind: 'test-fail', title: { cn: '测试失败', en: 'Test failure', tc: '測試失敗' }, parameter: { cn: '', en: '', tc: '' },
  run: () => { throw new Error('boom'); },
});

describe('fire times (fire-times.ts)', () => {
  const zone = 'Asia/Shanghai';
  it('turns every fire found in time into a run, and the next fire is the first after now', () => {
    const first = new Date('2026-01-01T00:00:00Z');
    const due = dueFires('0/1 * * * * ?', first, new Date('2026-01-01T00:00:02.500Z'), zone, 5000);
    assert.deepEqual(due.runs.map((r) => [r.fireTime.toISOString(), r.trigger]), [
      ['2026-01-01T00:00:00.000Z', 'schedule'], ['2026-01-01T00:00:01.000Z', 'schedule'], ['2026-01-01T00:00:02.000Z', 'schedule'],
    ]);
    assert.equal(due.next?.toISOString(), '2026-01-01T00:00:03.000Z');
  });
  it('runs the fires missed for longer than the threshold once, as the first missed fire marked misfire', () => {
    const due = dueFires('0/1 * * * * ?', new Date('2026-01-01T00:00:00Z'), new Date('2026-01-01T03:00:00.200Z'), zone, 5000);
    assert.deepEqual(due.runs.map((r) => [r.fireTime.toISOString(), r.trigger]), [['2026-01-01T00:00:00.000Z', 'misfire']]);
    assert.equal(due.next?.toISOString(), '2026-01-01T03:00:01.000Z');
  });
  it('reads the expression in the time zone given', () => {
    const due = dueFires('0 0 9 * * ?', new Date('2026-01-01T01:00:00Z'), new Date('2026-01-01T01:00:00Z'), zone, 5000);
    assert.equal(due.next?.toISOString(), '2026-01-02T01:00:00.000Z', '09:00 in Shanghai is 01:00 UTC');
  });
});

describe('the scheduler and /sys/quartzJob on one server', () => {
  let s: TestServer;
  let admin: string;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    s.app.inject({ method, url: `/api/sys/quartzJob${url}`, headers: { 'x-access-token': admin, ...headers }, ...(payload ? { payload } : {}) });
  const addJob = async (input: object) => {
    const res = await call('POST', '/add', input);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; nextFireTime: string | null; status: string };
  };
  const runsOf = async (jobId: string) => {
    const res = await call('GET', `/runs?jobId=${jobId}&pageSize=100`);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result.records as JobRun[];
  };
  const tick = () => s.app.scheduler.tick();

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(() => s.close());

  it('offers the kinds in the request\'s language with the server\'s time zone, and seeds the demo and clean-up jobs', async () => {
    const en = (await call('GET', '/kinds', undefined, { 'x-locale': 'en' })).json().result as { timeZone: string; kinds: { kind: string; title: string }[] };
    assert.equal(en.timeZone, s.config.timeZone);
    assert.equal(en.kinds.find((k) => k.kind === 'demo-log')?.title, 'Demo job (writes a log line)');
    const tc = (await call('GET', '/kinds', undefined, { 'x-locale': 'tc' })).json().result as { kinds: { kind: string; title: string }[] };
    assert.equal(tc.kinds.find((k) => k.kind === 'clean-expired')?.title, '清理過期數據');
    const list = (await call('GET', '/list?pageSize=100', undefined, { 'x-locale': 'en' })).json().result.records as { kind: string; kindTitle: string; status: string; descriptionEn: string }[];
    assert.deepEqual(list.filter((j) => ['demo-log', 'clean-expired'].includes(j.kind)).map((j) => [j.kind, j.status]).sort(), [['clean-expired', 'running'], ['demo-log', 'paused']]);
    assert.ok(list.every((j) => j.kindTitle && j.descriptionEn));
  });

  it('refuses an unknown kind, a cron expression Quartz would not read and a long parameter, in the request\'s language', async () => {
    const bad = async (input: object, locale: string) => {
      const res = await call('POST', '/add', { kind: 'demo-log', cronExpression: '0 * * * * ?', ...input }, { 'x-locale': locale });
      assert.equal(res.statusCode, 400, res.body);
      return res.json().message as string;
    };
    assert.match(await bad({ kind: 'nope' }, 'en'), /no job kind "nope"/);
    assert.match(await bad({ kind: 'nope' }, 'cn'), /任务类型“nope”不存在/);
    assert.match(await bad({ cronExpression: '* * *' }, 'en'), /6 or 7 parts/);
    assert.match(await bad({ cronExpression: '0 * * * * *' }, 'tc'), /有且只有一個為 \?/);
    assert.match(await bad({ cronExpression: '0 * 25 * * ?' }, 'en'), /cannot be read/);
    assert.equal((await call('POST', '/add', { kind: 'demo-log', cronExpression: '0 * * * * ?', parameter: 'x'.repeat(2001) })).statusCode, 400);
  });

  it('refuses each action without its permission', async () => {
    const job = await addJob({ kind: 'demo-log', cronExpression: '0 0 3 * * ?' });
    const staff = await s.login('zhangsan');
    for (const url of ['/list', `/runs?jobId=${job.id}`, '/kinds', `/pause?id=${job.id}`, `/resume?id=${job.id}`, `/execute?id=${job.id}`]) {
      const res = await s.app.inject({ url: `/api/sys/quartzJob${url}`, headers: { 'x-access-token': staff } });
      assert.equal(res.statusCode, 403, url);
    }
  });

  it('fires a running job at each fire time, logs each run, and writes the demo line into the system log', async () => {
    const job = await addJob({ kind: 'demo-log', parameter: 'tick tock', cronExpression: '0/1 * * * * ? *', status: 'running' });
    assert.ok(job.nextFireTime, 'a running job has its next fire');
    assert.equal((await runsOf(job.id)).length, 0);
    s.clock.advance(2000);
    await tick();
    const runs = await runsOf(job.id);
    assert.ok(runs.length >= 2 && runs.length <= 3, `two or three fires in two seconds: ${runs.length}`);
    for (const run of runs) {
      assert.equal(run.state, 'done');
      assert.equal(run.outcome, 'success');
      assert.equal(run.trigger, 'schedule');
      assert.equal(run.attempts, 1);
      assert.ok(run.startTime && run.endTime && typeof run.durationMs === 'number');
      assert.equal(new Date(run.fireTime).getMilliseconds(), 0);
    }
    const lines = await s.ctx.db.selectFrom('sys_logs').select('log_content').where('log_content', 'like', '%tick tock%').execute();
    assert.equal(lines.length, runs.length);
    // Nothing more until the next fire; each fire once however often it is looked at.
    await tick();
    assert.equal((await runsOf(job.id)).length, runs.length);

    // Paused: no more fires; run once now still runs it.
    assert.equal((await call('GET', `/pause?id=${job.id}`)).statusCode, 200);
    s.clock.advance(3000);
    await tick();
    assert.equal((await runsOf(job.id)).length, runs.length);
    const execute = await call('GET', `/execute?id=${job.id}`, undefined, { 'x-locale': 'en' });
    assert.equal(execute.statusCode, 200, execute.body);
    assert.match(execute.json().message, /Queued/);
    await tick();
    const afterManual = await runsOf(job.id);
    assert.equal(afterManual.length, runs.length + 1);
    assert.deepEqual([afterManual[0]!.trigger, afterManual[0]!.outcome], ['manual', 'success']);
    assert.equal((await call('GET', '/execute?id=nope')).statusCode, 404);

    // Deleted: its history goes with it.
    assert.equal((await call('DELETE', `/delete?id=${job.id}`)).statusCode, 200);
    assert.equal((await s.ctx.db.selectFrom('scheduled_job_runs').select('id').where('job_id', '=', job.id).execute()).length, 0);
  });

  it('two schedulers looking at the same time (on PostgreSQL each with its own pool) run each fire once', async () => {
    const job = await addJob({ kind: 'demo-log', parameter: 'contended', cronExpression: '0/1 * * * * ?', status: 'running' });
    const own = s.databaseUrl ? await openDatabase({ url: s.databaseUrl }) : null;
    const other = createScheduler({
      db: own?.db ?? s.ctx.db, now: s.clock.now, timeZone: s.config.timeZone, pollMs: 1000, leaseMs: 60_000,
      context: () => ({ ...s.ctx, log: s.app.log }), log: s.app.log, holder: 'the other process',
    });
    try {
      for (let i = 0; i < 10; i++) {
        s.clock.advance(1000);
        await Promise.all([tick(), other.tick(), tick(), other.tick()]);
      }
    } finally {
      await own?.close();
    }
    const runs = await runsOf(job.id);
    assert.ok(runs.length >= 10 && runs.length <= 11, String(runs.length));
    assert.equal(new Set(runs.map((r) => r.fireTime)).size, runs.length);
    assert.ok(runs.every((r) => r.outcome === 'success' && r.attempts === 1));
    const lines = await s.ctx.db.selectFrom('sys_logs').select('log_content').where('log_content', 'like', '%contended%').execute();
    assert.equal(lines.length, runs.length, 'each fire ran once');
    await call('GET', `/pause?id=${job.id}`);
  });

  it('runs the fires missed while no process ran once at start, not once per missed fire', async () => {
    const job = await addJob({ kind: 'demo-log', parameter: 'missed', cronExpression: '0/1 * * * * ?', status: 'running' });
    // An hour with no scheduler looking: 3,600 fires missed.
    await s.ctx.db.updateTable('scheduled_jobs').set({ next_fire_at: new Date(s.clock.now().getTime() - 3600_000) }).where('id', '=', job.id).execute();
    await tick();
    const runs = await runsOf(job.id);
    assert.equal(runs.length, 1, 'one run for the missed fires');
    assert.equal(runs[0]!.trigger, 'misfire');
    assert.equal(runs[0]!.outcome, 'success');
    // Then on time again.
    s.clock.advance(1000);
    await tick();
    const next = await runsOf(job.id);
    assert.ok(next.length >= 2 && next.length <= 3, String(next.length));
    assert.ok(next.slice(0, -1).every((run) => run.trigger === 'schedule'));
    await call('GET', `/pause?id=${job.id}`);
  });

  it('logs a failing run with its error, and a run of a kind the server no longer offers as failed', async () => {
    const job = await addJob({ kind: 'test-fail', cronExpression: '0 0 3 * * ?' });
    await call('GET', `/execute?id=${job.id}`);
    await tick();
    const [run] = await runsOf(job.id);
    assert.deepEqual([run!.outcome, run!.error, run!.state], ['failure', 'boom', 'done']);
    await s.ctx.db.updateTable('scheduled_jobs').set({ kind: 'gone' }).where('id', '=', job.id).execute();
    s.clock.advance(1000);
    await call('GET', `/execute?id=${job.id}`);
    await tick();
    const [latest] = await runsOf(job.id);
    assert.deepEqual([latest!.outcome, latest!.error], ['failure', "unknown job kind 'gone'"]);
  });

  it('takes over a run whose holder\'s lease expired (its process died), and never one still leased', async () => {
    const job = await addJob({ kind: 'demo-log', parameter: 'taken over', cronExpression: '0 0 3 * * ?' });
    const now = s.clock.now();
    await s.ctx.db.insertInto('scheduled_job_runs').values({
      job_id: job.id, fire_time: new Date(Math.floor(now.getTime() / 1000) * 1000), state: 'running', holder: 'dead-process', attempts: 1,
      started_at: now, lease_until: new Date(now.getTime() + 60_000),
    }).execute();
    await tick();
    assert.equal((await runsOf(job.id))[0]!.state, 'running', 'its lease still holds');
    s.clock.advance(61_000);
    await tick();
    const [run] = await runsOf(job.id);
    assert.deepEqual([run!.state, run!.outcome, run!.attempts], ['done', 'success', 2]);
  });

  it('the clean-up job removes expired sessions, captchas, SMS codes and report tickets', async () => {
    const past = new Date(s.clock.now().getTime() - 1000);
    const user = await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'zhangsan').executeTakeFirstOrThrow();
    await s.ctx.db.insertInto('sessions').values({ token_hash: 'expired-hash', user_id: user.id, tenant_id: 1, kind: 'password', org_code: '', ip: '', expires_at: past }).execute();
    await s.ctx.db.insertInto('captchas').values({ key_hash: 'k', code_hash: 'c', expires_at: past }).execute();
    await s.ctx.db.insertInto('sms_codes').values({ mobile: '13800000000', mode: '0', salt: 's', code_hash: 'h', expires_at: past }).execute();
    const job = await s.ctx.db.selectFrom('scheduled_jobs').select('id').where('kind', '=', 'clean-expired').executeTakeFirstOrThrow();
    await call('GET', `/execute?id=${job.id}`);
    await tick();
    assert.equal((await runsOf(job.id)).find((r) => r.trigger === 'manual')?.outcome, 'success');
    assert.equal((await s.ctx.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', 'expired-hash').execute()).length, 0);
    assert.equal((await s.ctx.db.selectFrom('captchas').select('key_hash').where('key_hash', '=', 'k').execute()).length, 0);
    assert.equal((await s.ctx.db.selectFrom('sms_codes').select('mobile').where('mobile', '=', '13800000000').execute()).length, 0);
    // The admin's own session is not expired and stays.
    assert.equal((await call('GET', '/kinds')).statusCode, 200);
  });
});
