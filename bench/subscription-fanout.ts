/**
 * The fan-out of one push plan (issue 13): one report page subscribed to as a PDF by 1,000
 * users of tenant 1, delivered by `deliverPlan` — claim the 1,000 deliveries, check each
 * user's grant, render the report once, a notice each (one transaction), 1,000 mails through
 * SMTP, the log — to an in-process `smtp-server` sink on loopback that reads and discards each
 * mail; against the floor of that work: rendering the same report once (`createReportFiles`,
 * the same renderer) plus sending 1,000 mails of the same size to the same sink through the
 * same mailer, as many at once. Each round delivers a new fire time. Interleaved rounds; the
 * figure is the ratio of the medians. Goal ≤ 1.5 (render once per report and format, not once
 * per user). PGlite in memory, or PostgreSQL with `TEST_DATABASE_URL` (a fresh database).
 * Run: `npm run bench:subscription-fanout [-- --rounds N | --quick] [subscribers]`.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_LOCALE } from '../shared/schemas/locale.ts';
import { createReportServer } from '../server/modules/reports/index.ts';
import { createReportFiles, deliverPlan, SEND_CONCURRENCY, smtpMailer } from '../server/modules/subscriptions/index.ts';
import { startTestServer } from '../server/test-support/test-server.ts';
import { benchSettings, describeSettings, interleave, printRatio, printTable, valueTarget } from './lib/interleaved.ts';

const settings = benchSettings({ rounds: 3 });
const SUBSCRIBERS = Number(settings.positionals[0] ?? 1000);
const PAGE = 'menu-report-history';

// The sink: every mail read to its end and dropped.
let received = 0;
const sink = new SMTPServer({
  authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => { received++; callback(); });
    stream.resume();
  },
});
await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;
const FROM = 'DKP <reports@dkp.bench>';

const s = await startTestServer({ smtpUrl, mailFrom: FROM });
const db = s.ctx.db;
const staff = await db.selectFrom('roles').select('id').where('tenant_id', '=', 1).where('role_code', '=', 'staff').executeTakeFirstOrThrow();
const hash = (await db.selectFrom('users').select('password_hash').where('username', '=', 'zhangsan').executeTakeFirstOrThrow()).password_hash;
await sql`insert into users (username, realname, password_hash, password_changed_at, email)
  select 'fan' || lpad(g::text, 5, '0'), '订阅者' || g, ${hash}, now(), 'fan' || g || '@example.com' from generate_series(1, ${SUBSCRIBERS}) g`.execute(db);
await sql`insert into user_tenants (user_id, tenant_id) select id, 1 from users where username like 'fan%'`.execute(db);
await sql`insert into user_roles (user_id, role_id) select id, ${staff.id} from users where username like 'fan%'`.execute(db);
const plan = await db.insertInto('push_plans').values({ tenant_id: 1, plan_name: '扇出', cron_expression: '0 * * * * ?' }).returning('id').executeTakeFirstOrThrow();
await sql`insert into subscriptions (tenant_id, permission_id, plan_id, user_id, type)
  select 1, ${PAGE}, ${plan.id}, id, '1' from users where username like 'fan%'`.execute(db);

const reports = createReportServer(s.ctx);
const report = (await reports.service.byPermission(PAGE))!;
let fire = Date.UTC(2026, 0, 1);

/** One fire of the plan, as the scheduler runs it: every subscriber must get one mail. */
async function fanOut(): Promise<number> {
  const before = received;
  const started = performance.now();
  const outcome = await deliverPlan(s.ctx, plan.id, new Date((fire += 60_000)), { reports });
  const ms = performance.now() - started;
  if (outcome.sent !== SUBSCRIBERS || outcome.renders !== 1 || received - before !== SUBSCRIBERS) {
    throw new Error(`fan-out delivered ${outcome.sent}/${SUBSCRIBERS} (renders ${outcome.renders}, sink ${received - before}): ${JSON.stringify(outcome)}`);
  }
  return ms;
}

/** The floor: render the report once, then the same number of mails of that size to the same sink, as many at once. */
async function floor(): Promise<number> {
  const before = received;
  const started = performance.now();
  const files = createReportFiles(reports, 1, s.ctx.now);
  const file = await files.file(report, 'pdf', { userId: '', username: '', locale: DEFAULT_LOCALE });
  const mailer = smtpMailer(smtpUrl, FROM);
  let next = 0;
  const worker = async () => {
    while (next < SUBSCRIBERS) {
      const n = ++next;
      await mailer.send({ tenantId: 1, to: `fan${n}@example.com`, subject: `【报表订阅】${report.title.cn}`, text: `订阅者${n}，您好：附件是您订阅的报表。`, attachments: [file] });
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, worker));
  mailer.close();
  const ms = performance.now() - started;
  if (received - before !== SUBSCRIBERS) throw new Error(`floor sent ${received - before}/${SUBSCRIBERS}`);
  return ms;
}

console.log(`subscription fan-out: one plan, one report page (PDF), ${SUBSCRIBERS} subscribers, ${s.databaseUrl ? 'PostgreSQL' : 'PGlite'}`);
console.log(describeSettings(settings, false));
try {
  const results = await interleave([valueTarget('deliverPlan fan-out', fanOut), valueTarget('render once + mails', floor)], settings);
  printTable(results, [{ metric: 'value', label: 'ms', spread: true }]);
  printRatio(results, 'deliverPlan fan-out', 'render once + mails', 'value', { atMost: 1.5 }, `fan-out / (render once + ${SUBSCRIBERS} mails)`);
} finally {
  await reports.runner.close();
  await s.close();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
}
