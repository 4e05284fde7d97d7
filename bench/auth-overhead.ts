/**
 * What authentication and authorisation cost per request, in the app alone (Fastify's
 * `inject`, no network): the same in-process server answers a public call with one query
 * (`/api/health`), a call that only needs a session and its renewal (`tokenRenewal`), and an
 * admin page that also needs a permission check and two queries of its own
 * (`/api/sys/user/list?pageSize=1`). The three are measured interleaved over several rounds
 * (10 concurrent callers, a few seconds each) and compared by their median throughput.
 * The kit's list route (`/api/sys/position/list`) is measured twice: for a user whose role holds
 * a data rule on the page and for one whose role holds none (the rules are read once per role
 * set and held: issue 23 "hot path"), so the ratio is what data rules cost a request.
 * PGlite in memory, or PostgreSQL when `TEST_DATABASE_URL` is set (a fresh database there).
 * bench/request-path.ts measures the real server over HTTP.
 * Run: `npm run bench:auth-overhead [-- --rounds N --seconds S | --quick]`.
 */
import { roleOnPage } from '../server/test-support/data-rule-kit.ts';
import { startTestServer } from '../server/test-support/test-server.ts';
import { benchSettings, describeSettings, interleave, loopTarget, printRatio, printTable } from './lib/interleaved.ts';

const settings = benchSettings();
const server = await startTestServer();
try {
  const token = await server.login('admin');
  const auth = { 'x-access-token': token };
  /** A caller of the kit's position list through a role of its own, with a data rule on the page or none. */
  const listUser = async (username: string, ruled: boolean) => {
    await roleOnPage(server.ctx.db, {
      username, page: 'PositionList', roleCode: `bench-${username}`,
      ...(ruled ? { rule: { rule_column: 'code', rule_condition: 'ne', rule_value: 'none-such' } } : {}),
    });
    await server.settled();
    return { 'x-access-token': await server.login(username) };
  };
  const [ruled, unruled] = [await listUser('lisi', true), await listUser('wangwu', false)];
  const call = (url: string, headers: Record<string, string>) => async () => {
    const res = await server.app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  console.log(`auth overhead (in-process inject, ${server.ctx.dbKind}): ${describeSettings(settings, false)}, ${settings.seconds} s × ${settings.connections} concurrent callers per target and round`);
  const results = await interleave([
    loopTarget('public, one query', call('/api/health', {}), settings),
    loopTarget('session, no query', call('/api/dkp-system/sys/dataFill/tokenRenewal', auth), settings),
    loopTarget('session + permission + page', call('/api/sys/user/list?pageSize=1', auth), settings),
    loopTarget('kit list, a data rule', call('/api/sys/position/list?pageSize=10', ruled), settings),
    loopTarget('kit list, no data rule', call('/api/sys/position/list?pageSize=10', unruled), settings),
  ], settings);
  printTable(results, [
    { metric: 'reqPerSec', label: 'calls/s', spread: true },
    { metric: 'p50Ms', label: 'p50 ms', digits: 2 },
    { metric: 'p99Ms', label: 'p99 ms', digits: 2 },
  ]);
  console.log('');
  printRatio(results, 'session, no query', 'public, one query', 'reqPerSec');
  printRatio(results, 'session + permission + page', 'public, one query', 'reqPerSec');
  printRatio(results, 'kit list, a data rule', 'kit list, no data rule', 'reqPerSec');
} finally {
  await server.close();
}
