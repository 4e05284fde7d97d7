/**
 * What the back-office kit's list costs against the same query written by hand in Kysely
 * (issue 11 "Done when" (a)): 100,000 users of tenant 1 (made with `insert … select from
 * generate_series`, ANALYZEd), the list with a two-condition advanced query — realname like
 * '张' and sex = 1, matched with 'and' — sorted by username ascending, page 1 of 10.
 *
 *   kit          what the list route does below HTTP, per call: the data rules of the admin's
 *                roles on the page (`dataRulesFor`), the scope as `requestScope` builds it,
 *                then the repository's `paginate` (visible rows, the filters, count and page
 *                in parallel, the relation reads of the ten rows);
 *   hand-written the same work in plain Kysely: tenant membership and del_flag, the two
 *                bound conditions, count and page in parallel, the same order, then the ten
 *                rows' departIds, roleIds and positionIds — the same answer, checked once
 *                before timing (ids, total and every record);
 *   route        `GET /api/sys/user/list?…` through Fastify's `inject` with the admin's token:
 *                session, permission check, query-string schema, the kit, serialisation.
 *
 * One call at a time (latency, not throughput); the three are interleaved in rounds (the
 * house harness: a warm-up round, then 5 rounds, the order rotating), each round making
 * `iterations / rounds` calls of each. Prints p50 and p95 per side (medians over the rounds,
 * and over all calls pooled) and the ratios kit / hand-written (goal ≤ 1.3) and
 * route / hand-written. PGlite in a temporary directory; also PostgreSQL when
 * `TEST_DATABASE_URL` (or `DATABASE_URL`) names one: a fresh database is made there and dropped.
 * Run: `npm run bench:kit-list [-- --iterations N --users N --rounds R | --quick]`.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { userResource } from '../shared/resources/user.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Db } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { seedIfEmpty } from '../server/db/seed/seed.ts';
import { dataRulesFor } from '../server/kit/data-rules.ts';
import type { RequestScope } from '../server/kit/request-scope.ts';
import { createResourceRepository } from '../server/kit/resource-repository.ts';
import { PLAIN_WIRE } from '../server/kit/wire-shape.ts';
import { formatWireDateTime } from '../shared/format/wire-time.ts';
import { createUserTable } from '../server/modules/users/index.ts';
import { createServer } from '../server/start.ts';
import { freshPostgres } from '../tests/e2e/server-process.ts';
import {
  benchSettings, describeSettings, interleave, printRatio, printTable, quantile, type Metrics, type Target,
} from './lib/interleaved.ts';

const settings = benchSettings();
const { values } = parseArgs({
  args: process.argv.slice(2), strict: false, allowPositionals: true,
  options: { iterations: { type: 'string' }, users: { type: 'string' }, quick: { type: 'boolean' } },
});
const quick = values.quick === true;
const iterations = Number(typeof values.iterations === 'string' ? values.iterations : quick ? 20 : 200);
const userCount = Number(typeof values.users === 'string' ? values.users : 100_000);
const perRound = Math.max(1, Math.ceil(iterations / settings.rounds));
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;

const ADMIN_PASSWORD = 'Admin#2026bench';
const TENANT = 1;
const CONDITIONS = [{ field: 'realname', rule: 'like', val: '张' }, { field: 'sex', rule: 'eq', val: '1' }] as const;
const LIST = {
  pageNo: 1, pageSize: 10, column: 'username', order: 'asc',
  superQueryParams: JSON.stringify(CONDITIONS), superQueryMatchType: 'and',
} as const;
const ROUTE = `/api/sys/user/list?pageNo=1&pageSize=10&column=username&order=asc&superQueryMatchType=and&superQueryParams=${encodeURIComponent(JSON.stringify(CONDITIONS))}`;

/**
 * `count` users of tenant 1 with Chinese names (the surname 张 on one in ten), pinyin
 * usernames, mobiles, sex (48 % / 48 % / 4 % not given), 2 % frozen, 1 % in the recycle bin,
 * created over a year; one in three in a department and the staff role, one in five in one
 * of five positions. Inserted before the server starts, so the cache triggers notify nobody.
 */
async function fill(db: Kysely<Database>, count: number) {
  const surnames = ['王', '王', '李', '李', '张', '张', '刘', '陈', '杨', '黄', '赵', '吴', '周', '徐', '孙', '马', '朱', '胡', '郭', '何'];
  const surnamePinyin = ['wang', 'wang', 'li', 'li', 'zhang', 'zhang', 'liu', 'chen', 'yang', 'huang', 'zhao', 'wu', 'zhou', 'xu', 'sun', 'ma', 'zhu', 'hu', 'guo', 'he'];
  const given = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀', '霞', '平', '刚', '桂', '英', '华', '建', '国', '文', '辉', '玲', '婷'];
  const givenPinyin = ['wei', 'fang', 'na', 'min', 'jing', 'li', 'qiang', 'lei', 'jun', 'yang', 'yong', 'yan', 'jie', 'juan', 'tao', 'ming', 'chao', 'xiu', 'xia', 'ping', 'gang', 'gui', 'ying', 'hua', 'jian', 'guo', 'wen', 'hui', 'ling', 'ting'];
  const text = (list: string[]) => sql`${sql.raw(`array[${list.map((s) => `'${s}'`).join(',')}]`)}::text[]`;
  // h: a scramble of g, so that the columns do not move in step with the insertion order.
  await sql`
    insert into users (username, realname, password_hash, phone, email, work_no, sex, status, del_flag, created_at, updated_at)
    select
      (${text(surnamePinyin)})[1 + h % 20] || (${text(givenPinyin)})[1 + (h / 20) % 30] || case when (h / 600) % 2 = 0 then (${text(givenPinyin)})[1 + (h / 1200) % 30] else '' end || g,
      (${text(surnames)})[1 + h % 20] || (${text(given)})[1 + (h / 20) % 30] || case when (h / 600) % 2 = 0 then (${text(given)})[1 + (h / 1200) % 30] else '' end,
      '!bench: no password',
      (array['139','158','186','177'])[1 + g % 4] || lpad(g::text, 8, '0'),
      'user' || g || '@example.com',
      'E' || lpad(g::text, 6, '0'),
      case when (h / 36000) % 100 < 48 then 1 when (h / 36000) % 100 < 96 then 2 else 0 end,
      case when (h / 3600000) % 50 = 0 then 2 else 1 end,
      g % 97 = 0,
      timestamptz '2025-01-01 00:00:00+08' + (h % 31536000) * interval '1 second',
      timestamptz '2025-01-01 00:00:00+08' + (h % 31536000) * interval '1 second'
    from (select g, (g::bigint * 2654435761) % 4294967296 as h from generate_series(1, ${count}) g) s`.execute(db);
  await sql`insert into user_tenants (user_id, tenant_id) select id, ${TENANT} from users where work_no like 'E%'`.execute(db);
  await sql`insert into positions (tenant_id, code, name) select ${TENANT}, 'P0' || i, (array['经理','主管','专员','助理','顾问'])[i] from generate_series(1, 5) i`.execute(db);
  await sql`
    with d as (select array_agg(id order by org_code) a from departments where tenant_id = ${TENANT}),
         u as (select id, substr(work_no, 2)::int g from users where work_no like 'E%')
    insert into user_departments (user_id, department_id) select u.id, d.a[1 + (u.g / 3) % array_length(d.a, 1)] from u, d where u.g % 3 = 0`.execute(db);
  await sql`
    insert into user_roles (user_id, role_id)
    select u.id, r.id from users u join roles r on r.tenant_id = ${TENANT} and r.role_code = 'staff'
    where u.work_no like 'E%' and substr(u.work_no, 2)::int % 3 = 0`.execute(db);
  await sql`
    with p as (select array_agg(id order by code) a from positions where tenant_id = ${TENANT}),
         u as (select id, substr(work_no, 2)::int g from users where work_no like 'E%')
    insert into user_positions (user_id, position_id) select u.id, p.a[1 + (u.g / 5) % 5] from u, p where u.g % 5 = 0`.execute(db);
  await sql`analyze`.execute(db);
}

type UserRecord = Record<string, unknown> & { id: string };
type Page = { records: UserRecord[]; total: number };

const pad = (n: number) => String(n).padStart(2, '0');
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The list written by hand in Kysely: the same visible rows, conditions, order and relations. */
async function handWritten(db: Kysely<Database>): Promise<Page> {
  const base = db.selectFrom('users as u')
    .where('u.del_flag', '=', false)
    .where((eb) => eb.exists(eb.selectFrom('user_tenants as m').select('m.user_id').whereRef('m.user_id', '=', 'u.id').where('m.tenant_id', '=', TENANT)))
    .where('u.realname', 'ilike', `%${escapeLike('张')}%`)
    .where('u.sex', '=', 1);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    base.select([
      'u.id', 'u.username', 'u.realname', 'u.work_no', 'u.phone', 'u.telephone', 'u.email', 'u.sex', 'u.birthday',
      'u.avatar', 'u.status', 'u.org_code', 'u.created_at',
    ]).orderBy('u.username', 'asc').orderBy('u.id', 'asc').limit(10).offset(0).execute(),
  ]);
  const ids = rows.map((r) => r.id);
  const byUser = (links: { user_id: string; target: string }[]) => {
    const map = new Map<string, string[]>();
    for (const l of links) map.set(l.user_id, [...(map.get(l.user_id) ?? []), l.target]);
    return map;
  };
  const [departs, roles, positions] = ids.length ? await Promise.all([
    db.selectFrom('user_departments as l').innerJoin('departments as d', 'd.id', 'l.department_id')
      .select(['l.user_id', 'l.department_id as target']).where('l.user_id', 'in', ids).where('d.tenant_id', '=', TENANT).orderBy('l.department_id').execute(),
    db.selectFrom('user_roles as l').innerJoin('roles as r', 'r.id', 'l.role_id')
      .select(['l.user_id', 'l.role_id as target']).where('l.user_id', 'in', ids).where('r.tenant_id', '=', TENANT).orderBy('l.role_id').execute(),
    db.selectFrom('user_positions as l').innerJoin('positions as p', 'p.id', 'l.position_id')
      .select(['l.user_id', 'l.position_id as target']).where('l.user_id', 'in', ids).where('p.tenant_id', '=', TENANT).orderBy('l.position_id').execute(),
  ]).then((lists) => lists.map(byUser)) : [new Map(), new Map(), new Map()];
  return {
    total: Number(counted.total),
    records: rows.map((r) => ({
      id: r.id, username: r.username, realname: r.realname, workNo: r.work_no, phone: r.phone, telephone: r.telephone,
      email: r.email, sex: r.sex,
      birthday: r.birthday ? `${r.birthday.getFullYear()}-${pad(r.birthday.getMonth() + 1)}-${pad(r.birthday.getDate())}` : null,
      avatar: r.avatar, status: r.status, orgCode: r.org_code, createTime: formatWireDateTime(r.created_at, PLAIN_WIRE.timeZone),
      // Tenant 1 is not the platform's: a user's tenants there are that one (user-tenant-repository.ts).
      tenantIds: [String(TENANT)],
      departIds: departs!.get(r.id) ?? [], roleIds: roles!.get(r.id) ?? [], positionIds: positions!.get(r.id) ?? [],
    })),
  };
}

/** A target making `perRound` calls one after the other per round; p50, p95, mean of the round. */
function latencyTarget(name: string, call: () => Promise<unknown>, all: number[]): Target<Metrics> {
  return {
    name,
    async measure({ warmup }) {
      const latencies: number[] = [];
      for (let i = 0; i < perRound; i++) {
        const started = performance.now();
        await call();
        latencies.push(performance.now() - started);
      }
      if (!warmup) all.push(...latencies);
      return { p50Ms: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95), meanMs: latencies.reduce((a, b) => a + b, 0) / latencies.length };
    },
  };
}

/** Fills a database, starts the app on it, checks the two sides agree and measures the three. */
async function benchOn(label: string, database: Db) {
  const filled = performance.now();
  await migrateToLatest(database.db);
  await seedIfEmpty(database.db, { adminPassword: ADMIN_PASSWORD, demoPassword: 'Staff#2026bench', scryptLogN: 12, figuresApart: database.kind === 'pglite' });
  await fill(database.db, userCount);
  console.log(`\n${label}: ${userCount.toLocaleString('en')} users filled and analysed in ${((performance.now() - filled) / 1000).toFixed(1)} s`);

  const config = { ...loadConfig({}), loginCaptcha: false, adminPassword: ADMIN_PASSWORD, portalDir: '/nonexistent' };
  const { app, ctx } = await createServer(config, { database, scryptLogN: 12 });
  try {
    await app.ready();
    const login = await app.inject({ method: 'POST', url: '/api/sys/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`admin sign-in failed: ${login.body}`);
    const token = login.json().result.token as string;

    // Side A: what the list route does below HTTP (server/kit/resource-routes.ts, scopeOf + paginate).
    const admin = await ctx.db.selectFrom('users').select(['id', 'username', 'org_code']).where('username', '=', 'admin').executeTakeFirstOrThrow();
    const repository = createResourceRepository(ctx.db, createUserTable(ctx));
    const kit = async (): Promise<Page> => {
      const subject = { tenantId: TENANT, userId: admin.id, username: admin.username, orgCode: admin.org_code };
      const [rules, may] = await Promise.all([dataRulesFor(ctx.permissions, userResource.page, subject), ctx.permissions.permits(subject.userId, TENANT)]);
      const scope: RequestScope = { ...subject, rules, may, ip: '127.0.0.1', url: ROUTE.slice(0, 500), locale: 'cn' };
      return repository.paginate(scope, LIST as never) as Promise<Page>;
    };
    const route = async (): Promise<Page> => {
      const res = await app.inject({ url: ROUTE, headers: { 'x-access-token': token } });
      if (res.statusCode !== 200) throw new Error(`list route: ${res.statusCode} ${res.body}`);
      return res.json().result as Page;
    };
    const hand = () => handWritten(ctx.db);

    // The same answer, or the comparison is of different work.
    const [a, b, c] = [await kit(), await hand(), await route()];
    assert.equal(a.records.length, 10, 'a full first page');
    assert.deepEqual(a.records.map((r) => r.id), b.records.map((r) => r.id), 'kit and hand-written give the same ids');
    assert.equal(a.total, b.total, 'kit and hand-written give the same total');
    assert.deepEqual(a.records, b.records, 'kit and hand-written give the same records');
    // The route adds the dictionaries' texts (`sex_dictText`…) beside the codes; the rest is the kit's.
    const withoutTexts = (page: Page) => ({ ...page, records: page.records.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.endsWith('_dictText'))) as UserRecord) });
    assert.deepEqual(withoutTexts(c), JSON.parse(JSON.stringify(a)), 'the route answers what the kit gives');
    const linked = a.records.filter((r) => (r.departIds as string[]).length || (r.roleIds as string[]).length || (r.positionIds as string[]).length).length;
    console.log(`answer (same on all three): total ${a.total}, page ${a.records.map((r) => r.username).slice(0, 3).join(', ')}, … (${linked} of 10 with links); ${perRound} calls per target and round`);

    const pooled = { kit: [] as number[], hand: [] as number[], route: [] as number[] };
    const names = { kit: `kit paginate (${label})`, hand: `hand-written Kysely (${label})`, route: `route GET /list (${label})` };
    const results = await interleave([
      latencyTarget(names.kit, kit, pooled.kit),
      latencyTarget(names.hand, hand, pooled.hand),
      latencyTarget(names.route, route, pooled.route),
    ], settings);
    printTable(results, [
      { metric: 'p50Ms', label: 'p50 ms', digits: 2, spread: true },
      { metric: 'p95Ms', label: 'p95 ms', digits: 2, spread: true },
      { metric: 'meanMs', label: 'mean ms', digits: 2 },
    ], `${label}: one call at a time, medians over the rounds (min–max)`);
    console.log(`all ${pooled.kit.length} calls pooled: ${(Object.keys(pooled) as (keyof typeof pooled)[])
      .map((k) => `${k} p50 ${quantile(pooled[k], 0.5).toFixed(2)} / p95 ${quantile(pooled[k], 0.95).toFixed(2)} ms`).join('; ')}`);
    console.log('');
    printRatio(results, names.kit, names.hand, 'p50Ms', { atMost: 1.3 }, `kit / hand-written, p50 (${label})`);
    printRatio(results, names.kit, names.hand, 'p95Ms', undefined, `kit / hand-written, p95 (${label})`);
    printRatio(results, names.route, names.hand, 'p50Ms', undefined, `route / hand-written, p50 (${label})`);
    printRatio(results, names.route, names.kit, 'p50Ms', undefined, `route / kit, p50 (${label})`);
  } finally {
    await app.close();
  }
}

console.log(`kit list: ${userCount.toLocaleString('en')} users, advanced query realname like '张' and sex = 1, sorted by username, page 1 of 10; ${describeSettings(settings, false)}`);
const dir = mkdtempSync(path.join(tmpdir(), 'dkp-bench-kit-list-'));
try {
  await benchOn('PGlite', await openDatabase({ dir: path.join(dir, 'pglite') }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (postgresUrl) {
  const fresh = await freshPostgres(postgresUrl);
  try {
    await benchOn('PostgreSQL', await openDatabase({ url: fresh.url }));
  } finally {
    await fresh.drop();
  }
} else {
  console.log('\nPostgreSQL: not measured (set TEST_DATABASE_URL=postgres://… to add it; the bench makes and drops its own database there)');
}
