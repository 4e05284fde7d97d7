import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { renderDownload } from '../reports/index.ts';
import { pdfText } from '../../test-support/pdf-text.ts';
import { recipientOf, startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { listenForSockets, openSocket, userIdOf } from '../../test-support/test-sockets.ts';
import { deliverPlan, retryDeliveries } from './delivery.ts';
import type { Render } from './report-files.ts';

const HISTORY = 'menu-report-history';
const TITLE = '各部门月度报名人数';

describe('report subscription delivery (issue 13): mail with the files, a notice, once per fire, retried', () => {
  let s: TestServer;
  let sink: SmtpSink;
  const renders: string[] = [];
  const render: Render = (format, input) => {
    renders.push(format);
    return renderDownload(format, input);
  };
  let planId: string;

  before(async () => {
    sink = await startSmtpSink();
    s = await startTestServer({ smtpUrl: sink.url, mailFrom: 'DKP 报表 <reports@dkp.test>' });
    const admin = await s.login('admin');
    const plan = await s.app.inject({
      method: 'POST', url: '/api/sys/file/plan/addPushPlan', headers: { 'x-access-token': admin },
      payload: { planName: '每分钟推送', cronExpression: '0 * * * * ?' },
    });
    planId = plan.json().result.id;
    for (const [users, type] of [[['zhangsan'], '0'], [['lisi'], '1'], [['wangwu'], '2']] as const) {
      const saved = await s.app.inject({
        method: 'POST', url: '/api/sys/file/subscribe/relationUser', headers: { 'x-access-token': admin },
        payload: { permissionId: HISTORY, userNameList: users, type, planId },
      });
      assert.equal(saved.json().success, true, saved.body);
    }
  });
  after(async () => {
    await s.close();
    await sink.close();
  });

  it('mails each subscriber the picture, the PDF or both (the PDF holds the Chinese title), rendered once per format, and a notice of type 0 each, pushed to the bell', async () => {
    const origin = await listenForSockets(s);
    const socket = await openSocket(origin, await userIdOf(s, 'lisi'), await s.login('lisi'));
    const fire = new Date('2026-11-25T08:00:00Z');
    const outcome = await deliverPlan(s.ctx, planId, fire, { render });
    assert.deepEqual(await socket.next(), { cmd: 'user', msgTxt: `报表订阅：${TITLE}`, msgId: '' }, 'the bell hears it at once');
    socket.ws.close();
    assert.deepEqual({ ...outcome }, { deliveries: 3, sent: 3, outbox: 0, noticeOnly: 0, refused: 0, retrying: 0, failed: 0, renders: 2 });
    assert.deepEqual(renders.sort(), ['pdf', 'png'], 'one picture and one PDF for three users');

    const byUser = new Map(sink.mails.map((mail) => [recipientOf(mail), mail]));
    assert.deepEqual([...byUser.keys()].sort(), ['lisi@example.com', 'wangwu@example.com', 'zhangsan@example.com']);
    const types = (user: string) => byUser.get(`${user}@example.com`)!.attachments.map((a) => a.contentType).sort();
    assert.deepEqual(types('zhangsan'), ['image/png']);
    assert.deepEqual(types('lisi'), ['application/pdf']);
    assert.deepEqual(types('wangwu'), ['application/pdf', 'image/png']);
    const lisi = byUser.get('lisi@example.com')!;
    assert.equal(lisi.subject, `【报表订阅】${TITLE}`);
    assert.match(lisi.text ?? '', /李四，您好/);
    assert.equal(lisi.from?.value[0]?.address, 'reports@dkp.test');
    const pdf = lisi.attachments[0]!;
    assert.equal(pdf.filename, `${TITLE}.pdf`);
    assert.ok(pdfText(pdf.content).some((line) => line.includes(TITLE)), 'the PDF holds the report\'s Chinese title');
    const png = byUser.get('zhangsan@example.com')!.attachments[0]!.content;
    assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    assert.ok(byUser.get('wangwu@example.com')!.attachments.find((a) => a.contentType === 'image/png')!.content.equals(png), 'the same bytes to everyone');

    const notices = await s.ctx.db.selectFrom('notices as n').innerJoin('users as u', 'u.id', 'n.user_id')
      .select(['u.username', 'n.type', 'n.relation_id', 'n.title', 'n.read_flag']).where('n.relation_id', '=', HISTORY).where('n.title', 'like', '报表订阅%').orderBy('u.username').execute();
    assert.deepEqual(notices.map((n) => [n.username, n.type, n.relation_id, n.read_flag]), [
      ['lisi', 0, HISTORY, '0'], ['wangwu', 0, HISTORY, '0'], ['zhangsan', 0, HISTORY, '0'],
    ]);
    assert.equal(notices[0]!.title, `报表订阅：${TITLE}`);
  });

  it('delivers a fire once: a second call for the same fire time sends and notifies nothing', async () => {
    const mails = sink.mails.length;
    const outcome = await deliverPlan(s.ctx, planId, new Date('2026-11-25T08:00:00Z'), { render });
    assert.equal(outcome.deliveries, 0);
    assert.equal(sink.mails.length, mails);
    const count = await s.ctx.db.selectFrom('notices').select((eb) => eb.fn.countAll<string>().as('n')).where('relation_id', '=', HISTORY).where('title', 'like', '报表订阅%').executeTakeFirstOrThrow();
    assert.equal(Number(count.n), 3);
    const log = await s.ctx.db.selectFrom('subscription_deliveries').select(['state', 'attempts']).where('plan_id', '=', planId).execute();
    assert.deepEqual(log.map((r) => [r.state, r.attempts]), [['sent', 1], ['sent', 1], ['sent', 1]]);
  });

  it('keeps going when the SMTP server refuses one recipient, and retries that one later with back-off', async () => {
    sink.refused.add('lisi@example.com');
    sink.mails.length = 0;
    const fire = new Date('2026-11-25T08:01:00Z');
    const outcome = await deliverPlan(s.ctx, planId, fire, { render });
    assert.deepEqual([outcome.sent, outcome.retrying], [2, 1]);
    assert.deepEqual(sink.mails.map(recipientOf).sort(), ['wangwu@example.com', 'zhangsan@example.com']);
    const failed = await s.ctx.db.selectFrom('subscription_deliveries as d').innerJoin('users as u', 'u.id', 'd.user_id')
      .select(['d.state', 'd.attempts', 'd.error', 'd.next_attempt_at']).where('u.username', '=', 'lisi').where('d.fire_time', '=', fire).executeTakeFirstOrThrow();
    assert.equal(failed.state, 'retry');
    assert.equal(failed.attempts, 1);
    assert.match(failed.error, /mailbox unavailable/);
    assert.equal(failed.next_attempt_at!.getTime(), s.clock.now().getTime() + 60_000, 'the first retry a minute later');

    assert.equal((await retryDeliveries(s.ctx, { render })).deliveries, 0, 'not due yet');
    sink.refused.clear();
    s.clock.advance(61_000);
    const retried = await retryDeliveries(s.ctx, { render });
    assert.deepEqual([retried.deliveries, retried.sent], [1, 1]);
    assert.deepEqual(sink.mails.map(recipientOf).sort(), ['lisi@example.com', 'wangwu@example.com', 'zhangsan@example.com']);
    const notices = await s.ctx.db.selectFrom('notices as n').innerJoin('users as u', 'u.id', 'n.user_id')
      .select((eb) => eb.fn.countAll<string>().as('n')).where('u.username', '=', 'lisi').where('n.relation_id', '=', HISTORY).where('n.title', 'like', '报表订阅%').executeTakeFirstOrThrow();
    assert.equal(Number(notices.n), 2, 'one notice per fire, none more for the retry');
  });

  it('without SMTP puts the mails in the outbox that administrators read; a user without e-mail gets the notice alone', async () => {
    await s.ctx.db.updateTable('users').set({ email: '' }).where('username', '=', 'wangwu').execute();
    const outcome = await deliverPlan({ ...s.ctx, config: { ...s.ctx.config, smtpUrl: null } }, planId, new Date('2026-11-25T08:02:00Z'), { render });
    assert.deepEqual([outcome.outbox, outcome.noticeOnly, outcome.sent], [2, 1, 0]);
    const admin = await s.login('admin');
    const outbox = await s.app.inject({ method: 'GET', url: '/api/sys/mail/outbox?pageNo=1&pageSize=10&column=createTime&order=desc', headers: { 'x-access-token': admin } });
    assert.equal(outbox.statusCode, 200, outbox.body);
    const records = outbox.json().result.records as { toAddress: string; subject: string; attachments: string }[];
    assert.deepEqual(records.map((r) => r.toAddress).sort(), ['lisi@example.com', 'zhangsan@example.com']);
    assert.ok(records.every((r) => r.subject === `【报表订阅】${TITLE}`));
    assert.match(records.find((r) => r.toAddress === 'lisi@example.com')!.attachments, /^各部门月度报名人数\.pdf \(application\/pdf, \d+ B\)$/);
    const other = await s.app.inject({ method: 'GET', url: '/api/sys/mail/outbox?pageNo=1&pageSize=10', headers: { 'x-access-token': admin, 'x-tenant-id': '2' } });
    assert.equal(other.json().result.total, 0, 'tenant 2 reads none of tenant 1\'s mails');
    const wangwu = await s.ctx.db.selectFrom('subscription_deliveries as d').innerJoin('users as u', 'u.id', 'd.user_id')
      .select(['d.state', 'd.error', 'd.notice_id']).where('u.username', '=', 'wangwu').where('d.fire_time', '=', new Date('2026-11-25T08:02:00Z')).executeTakeFirstOrThrow();
    assert.equal(wangwu.state, 'notice');
    assert.ok(wangwu.notice_id);
  });

  it('renders a report whose SQL names :username once per subscriber, as that subscriber', async () => {
    const { sql_text: original } = await s.ctx.db.selectFrom('reports').select('sql_text').where('permission_id', '=', HISTORY).executeTakeFirstOrThrow();
    await s.ctx.db.updateTable('reports').set({ sql_text: `select * from (${original}) r where :username <> ''` }).where('permission_id', '=', HISTORY).execute();
    await s.ctx.db.updateTable('users').set({ email: 'wangwu@example.com' }).where('username', '=', 'wangwu').execute();
    renders.length = 0;
    const outcome = await deliverPlan(s.ctx, planId, new Date('2026-11-25T07:00:00Z'), { render });
    await s.ctx.db.updateTable('reports').set({ sql_text: original }).where('permission_id', '=', HISTORY).execute();
    assert.deepEqual([outcome.sent, outcome.renders], [3, 4], 'zhangsan png, lisi pdf, wangwu both: 2 when shared');
    assert.deepEqual(renders.sort(), ['pdf', 'pdf', 'png', 'png']);
  });

  it('fires a plan through the scheduler: its job follows the plan, each fire delivers once, the jobs page logs the run', async () => {
    const job = () => s.ctx.db.selectFrom('scheduled_jobs').select(['id', 'cron_expression', 'status', 'description'])
      .where('kind', '=', 'report-push').where('parameter', '=', planId).executeTakeFirst();
    const created = await job();
    assert.deepEqual([created?.cron_expression, created?.status, created?.description], ['0 * * * * ?', 'running', '每分钟推送']);
    const admin = await s.login('admin');
    const edit = await s.app.inject({
      method: 'POST', url: '/api/sys/file/plan/updatePushPlan', headers: { 'x-access-token': admin },
      payload: { id: planId, planName: '每分钟推送', cronExpression: '30 * * * * ?' },
    });
    assert.equal(edit.statusCode, 200, edit.body);
    assert.equal((await job())!.cron_expression, '30 * * * * ?', 'a changed schedule reaches the job');

    const before = sink.mails.length;
    s.clock.advance(61_000);
    await s.app.scheduler.tick();
    const runs = await s.ctx.db.selectFrom('scheduled_job_runs').select(['outcome', 'fire_time']).where('job_id', '=', (await job())!.id).execute();
    assert.equal(runs.length, 1, 'one fire in the minute');
    assert.equal(runs[0]!.outcome, 'success');
    assert.equal(runs[0]!.fire_time.getUTCSeconds(), 30);
    assert.equal(sink.mails.length - before, 3, 'the three subscribers, once');
    await s.app.scheduler.tick();
    assert.equal(sink.mails.length - before, 3, 'looked at again: nothing twice');
  });

  it('sends nothing to a user who left or may no longer open the report page', async () => {
    await s.ctx.db.updateTable('users').set({ status: 3 }).where('username', '=', 'zhangsan').execute();
    const outcome = await deliverPlan({ ...s.ctx, config: { ...s.ctx.config, smtpUrl: null } }, planId, new Date('2026-11-25T08:03:00Z'), { render });
    assert.equal(outcome.refused, 1);
    await s.ctx.db.updateTable('users').set({ status: 1 }).where('username', '=', 'zhangsan').execute();
    const staff = await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'staff').executeTakeFirstOrThrow();
    await s.ctx.db.deleteFrom('role_permissions').where('role_id', '=', staff.id).where('permission_id', '=', HISTORY).execute();
    await s.settled();
    const revoked = await deliverPlan({ ...s.ctx, config: { ...s.ctx.config, smtpUrl: null } }, planId, new Date('2026-11-25T08:04:00Z'), { render });
    assert.deepEqual([revoked.refused, revoked.outbox, revoked.noticeOnly], [3, 0, 0]);
    const log = await s.ctx.db.selectFrom('subscription_deliveries').select(['state', 'error']).where('fire_time', '=', new Date('2026-11-25T08:04:00Z')).execute();
    assert.ok(log.every((r) => r.state === 'refused' && r.error === 'the user may not open the report page'));
  });
});
