/**
 * What authentication and authorisation cost per request: the same server answers a
 * public call with one query (`/api/health`), a call that only needs a session and its
 * renewal (`tokenRenewal`), and an admin page that also needs a permission check and two
 * queries of its own (`/api/sys/user/list?pageSize=1`). Prints the time of each and
 * their ratio, measured in one run. Run: `node --import tsx bench/auth-overhead.ts [requests]`.
 */
import { performance } from 'node:perf_hooks';
import { startTestServer } from '../server/test-support/test-server.ts';

const requests = Number(process.argv[2] ?? 2000);
const server = await startTestServer();
const token = await server.login('admin');

async function time(label: string, url: string, headers: Record<string, string>) {
  for (let i = 0; i < 100; i++) await server.app.inject({ url, headers }); // warm-up
  const start = performance.now();
  for (let i = 0; i < requests; i++) {
    const res = await server.app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  const perRequest = (performance.now() - start) / requests;
  console.log(`${label.padEnd(28)} ${perRequest.toFixed(3)} ms/request`);
  return perRequest;
}

const auth = { 'x-access-token': token };
const baseline = await time('public, one query', '/api/health', {});
const session = await time('session, no query', '/api/dkp-system/sys/dataFill/tokenRenewal', auth);
const permitted = await time('session + permission + page', '/api/sys/user/list?pageSize=1', auth);
console.log(`ratio session/public: ${(session / baseline).toFixed(2)}; permitted page/public: ${(permitted / baseline).toFixed(2)} (${server.ctx.dbKind}, ${requests} requests each)`);
await server.close();
