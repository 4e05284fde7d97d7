/**
 * What authentication and authorisation cost per request, in the app alone (Fastify's
 * `inject`, no network): the same in-process server answers a public call with one query
 * (`/api/health`), a call that only needs a session and its renewal (`tokenRenewal`), and an
 * admin page that also needs a permission check and two queries of its own
 * (`/api/sys/user/list?pageSize=1`). The three are measured interleaved over several rounds
 * (10 concurrent callers, a few seconds each) and compared by their median throughput.
 * PGlite in memory, or PostgreSQL when `TEST_DATABASE_URL` is set (a fresh database there).
 * bench/request-path.ts measures the real server over HTTP.
 * Run: `npm run bench:auth-overhead [-- --rounds N --seconds S | --quick]`.
 */
import { startTestServer } from '../server/test-support/test-server.ts';
import { benchSettings, describeSettings, interleave, loopTarget, printRatio, printTable } from './lib/interleaved.ts';

const settings = benchSettings();
const server = await startTestServer();
try {
  const token = await server.login('admin');
  const auth = { 'x-access-token': token };
  const call = (url: string, headers: Record<string, string>) => async () => {
    const res = await server.app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  };
  console.log(`auth overhead (in-process inject, ${server.ctx.dbKind}): ${describeSettings(settings, false)}, ${settings.seconds} s × ${settings.connections} concurrent callers per target and round`);
  const results = await interleave([
    loopTarget('public, one query', call('/api/health', {}), settings),
    loopTarget('session, no query', call('/api/dkp-system/sys/dataFill/tokenRenewal', auth), settings),
    loopTarget('session + permission + page', call('/api/sys/user/list?pageSize=1', auth), settings),
  ], settings);
  printTable(results, [
    { metric: 'reqPerSec', label: 'calls/s', spread: true },
    { metric: 'p50Ms', label: 'p50 ms', digits: 2 },
    { metric: 'p99Ms', label: 'p99 ms', digits: 2 },
  ]);
  console.log('');
  printRatio(results, 'session, no query', 'public, one query', 'reqPerSec');
  printRatio(results, 'session + permission + page', 'public, one query', 'reqPerSec');
} finally {
  await server.close();
}
