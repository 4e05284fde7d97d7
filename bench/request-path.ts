/**
 * What DKP's request path costs against the hardware (issue 10). Starts, as child processes,
 * the real server on PGlite (and on PostgreSQL when `TEST_DATABASE_URL` names one: a fresh
 * database is made there and dropped), a bare Fastify and a bare `node:http` server answering
 * the body of `GET /api/sys/user/getUserIp`; signs in as admin; then loads each target with
 * autocannon (10 connections), interleaved over several rounds, and prints the medians and
 * the ratios against their goals:
 *   getUserIp (signed in) / bare Fastify ≥ 0.5, getUserIp / /api/health ≥ 0.8,
 *   permission fetch / /api/health ≥ 0.5 (PGlite, and PostgreSQL), permission fetch
 *   PGlite / PostgreSQL ≥ 0.7, /api/health / bare Fastify ≥ 0.5.
 * The permission answer is some 3–4 KB of brotli where the others are ~100 bytes, and on
 * loopback the bytes, not the route, set its pace: a bare `node:http` answering exactly those
 * bytes is measured beside it, so the ratio the route keeps of its own ceiling is printed next
 * to the one `/api/health` keeps of a bare server's. The same fetch revalidated (`If-None-Match`,
 * a 304 without a body) is measured too.
 * Run: `npm run bench:request-path [-- --rounds N --seconds S --connections C | --quick]`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freshPostgres } from '../tests/e2e/server-process.ts';
import {
  benchSettings, describeSettings, httpTarget, interleave, printRatio, printTable, type HttpMetrics, type Target,
} from './lib/interleaved.ts';
import { serverCommand, signIn, startBare, startDkp, type Listening } from './lib/servers.ts';

const settings = benchSettings();
const postgresUrl = process.env.TEST_DATABASE_URL || null;
const IP = '/api/sys/user/getUserIp';
const PERMISSIONS = '/api/sys/permission/getUserPermissionByToken';
const HEALTH = '/api/health';

/** The answer's bytes as they travel (not decompressed, unlike `fetch`), its encoding and ETag. */
function rawAnswer(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string; etag: string }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: String(res.headers['content-encoding'] ?? 'identity'), etag: String(res.headers.etag) }));
    }).on('error', reject).end();
  });
}

const cleanup: (() => Promise<void>)[] = [];
try {
  console.log(`request path: server started as \`${serverCommand().label}\`; ${describeSettings(settings)}`);
  const lite = await startDkp();
  cleanup.push(lite.close);
  const liteToken = await signIn(lite.origin);
  // The baselines answer the same body, message included (in the server's default language).
  const sample = await fetch(lite.origin + IP, { headers: { 'x-access-token': liteToken } });
  const { message } = await sample.json() as { message: string };
  const bareFastify = await startBare('fastify', message);
  cleanup.push(bareFastify.stop);
  // As a browser sends them: the held permission answer goes compressed when accepted (envelope.ts sendHeld).
  const auth = (token: string) => ({ 'x-access-token': token, 'accept-encoding': 'gzip, deflate, br' });
  const held = await rawAnswer(lite.origin + PERMISSIONS, auth(liteToken));
  const heldDir = mkdtempSync(path.join(tmpdir(), 'dkp-bench-held-'));
  cleanup.push(async () => rmSync(heldDir, { recursive: true, force: true }));
  writeFileSync(path.join(heldDir, 'answer'), held.body);
  console.log(`the permission answer: ${held.body.length} bytes as ${held.encoding}`);
  const bareHttp = await startBare('http', message, { file: path.join(heldDir, 'answer'), encoding: held.encoding });
  cleanup.push(bareHttp.stop);

  let pg: { server: Listening; token: string } | null = null;
  if (postgresUrl) {
    const database = await freshPostgres(postgresUrl);
    cleanup.push(database.drop);
    const server = await startDkp({ databaseUrl: database.url });
    cleanup.push(server.close);
    pg = { server, token: await signIn(server.origin) };
  } else {
    console.log('PostgreSQL: not measured (set TEST_DATABASE_URL=postgres://… to add it; the bench makes and drops its own database there)');
  }

  const targets: Target<HttpMetrics>[] = [
    httpTarget('bare node:http', { url: bareHttp.origin + IP }, settings),
    httpTarget('bare node:http, same bytes', { url: bareHttp.origin + '/held' }, settings),
    httpTarget('bare Fastify', { url: bareFastify.origin + IP }, settings),
    httpTarget('health (PGlite)', { url: lite.origin + HEALTH, serverPid: lite.pid }, settings),
    httpTarget('getUserIp (PGlite)', { url: lite.origin + IP, headers: auth(liteToken), serverPid: lite.pid }, settings),
    httpTarget('permissions (PGlite)', { url: lite.origin + PERMISSIONS, headers: auth(liteToken), serverPid: lite.pid }, settings),
    httpTarget('permissions 304 (PGlite)', { url: lite.origin + PERMISSIONS, headers: { ...auth(liteToken), 'if-none-match': held.etag }, serverPid: lite.pid, status: 304 }, settings),
  ];
  if (pg) {
    targets.push(
      httpTarget('health (PostgreSQL)', { url: pg.server.origin + HEALTH, serverPid: pg.server.pid }, settings),
      httpTarget('permissions (PostgreSQL)', { url: pg.server.origin + PERMISSIONS, headers: auth(pg.token), serverPid: pg.server.pid }, settings),
    );
  }

  const results = await interleave(targets, settings);
  printTable(results, [
    { metric: 'reqPerSec', label: 'req/s', spread: true },
    { metric: 'p50Ms', label: 'p50 ms', digits: 1 },
    { metric: 'p99Ms', label: 'p99 ms', digits: 1 },
    { metric: 'serverCpuUs', label: 'server CPU µs/req', digits: 1 },
  ]);
  console.log('');
  printRatio(results, 'getUserIp (PGlite)', 'bare Fastify', 'reqPerSec', { atLeast: 0.5 });
  printRatio(results, 'getUserIp (PGlite)', 'health (PGlite)', 'reqPerSec', { atLeast: 0.8 });
  printRatio(results, 'permissions (PGlite)', 'health (PGlite)', 'reqPerSec', { atLeast: 0.5 });
  // The same goal on the server's side: req/s is capped by the load generator's one thread (a
  // 28 KB answer costs it more); the server's CPU per request is what the route costs.
  printRatio(results, 'permissions (PGlite)', 'health (PGlite)', 'serverCpuUs', { atMost: 2 }, 'server CPU per request, permissions / health (PGlite; goal the inverse of ≥ 0.5×)');
  // The ceiling the answer's size sets: what a bare server keeps sending those bytes instead of
  // ~100, against what the route keeps of that bare server (health's share of its own, for scale).
  printRatio(results, 'bare node:http, same bytes', 'bare node:http', 'reqPerSec', undefined, 'bare node:http, the permission answer\'s bytes / ~100 bytes (reqPerSec: the ceiling the size sets)');
  printRatio(results, 'permissions (PGlite)', 'bare node:http, same bytes', 'reqPerSec', undefined, 'permissions / bare node:http sending the same bytes (reqPerSec)');
  printRatio(results, 'health (PGlite)', 'bare node:http', 'reqPerSec', undefined, 'health / bare node:http (reqPerSec, for scale)');
  printRatio(results, 'permissions 304 (PGlite)', 'health (PGlite)', 'reqPerSec', { atLeast: 0.5 }, 'permissions revalidated (304) / health (reqPerSec)');
  if (pg) {
    printRatio(results, 'permissions (PostgreSQL)', 'health (PostgreSQL)', 'reqPerSec', { atLeast: 0.5 });
    printRatio(results, 'permissions (PGlite)', 'permissions (PostgreSQL)', 'reqPerSec', { atLeast: 0.7 });
  }
  printRatio(results, 'health (PGlite)', 'bare Fastify', 'reqPerSec', { atLeast: 0.5 });
  printRatio(results, 'bare Fastify', 'bare node:http', 'reqPerSec', undefined, 'bare Fastify / bare node:http (reqPerSec, for scale)');
} finally {
  for (const step of cleanup.reverse()) await step().catch((error: unknown) => console.error(error));
}
