/**
 * Memory of the real server under spreadsheet bombs (issue 21): the sweep's 511 KB .xlsx
 * whose one cell unpacks to 500 MB took the server from 370 MB to 1.4 GB, six at once to
 * 2.4 GB, and twelve ended it. Here the six bombs of server/test-support/xlsx-bombs.ts (a
 * text node, an attribute, millions of empty rows, rows of empty cells — those four with a
 * central directory that lies about their size —, a 1000:1 part of honest size, and the
 * sweep's own file), each inflating to 500 MiB, are sent at once to the positions import of
 * a server in a child process, in several rounds; its RSS is sampled every 20 ms.
 * The server runs on a data directory made by an earlier start (as bench:memory: creating
 * the database leaves the first process larger). Goal: peak ≤ idle + 300 MiB, and every
 * bomb answered 400.
 * Run: `npm run bench:import-bombs [-- --rounds R --size MiB]` (default 5 rounds of six, 500 MiB each).
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { multipart } from '../server/test-support/multipart.ts';
import { buildXlsxBombs } from '../server/test-support/xlsx-bombs.ts';
import { printFigure } from './lib/interleaved.ts';
import { rssMiB, serverCommand, signIn, sleep, startDkp } from './lib/servers.ts';

const { values } = parseArgs({ args: process.argv.slice(2), strict: false, options: { rounds: { type: 'string' }, size: { type: 'string' } } });
const rounds = Number(typeof values.rounds === 'string' ? values.rounds : 5);
const sizeMiB = Number(typeof values.size === 'string' ? values.size : 500);
const IDLE_MS = 5_000;
const GOAL_GROWTH_MIB = 300;

const kernelPeakMiB = (pid: number) => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

const built = performance.now();
const bombs = await buildXlsxBombs(sizeMiB * 2 ** 20);
console.log(`import bombs: server started as \`${serverCommand().label}\`; ${rounds} rounds of ${bombs.length} bombs at once to POST /api/sys/position/importExcel, each inflating to ${sizeMiB} MiB`
  + ` (${bombs.map((b) => `${b.name} ${(b.file.length / 1024).toFixed(0)} KB`).join(', ')}; built in ${((performance.now() - built) / 1000).toFixed(1)} s); RSS sampled every 20 ms; Node ${process.version}`);

const first = await startDkp();
await first.stop();
const dkp = await startDkp({ dataDir: first.dataDir });
try {
  await sleep(IDLE_MS);
  const idle = rssMiB(dkp.pid);
  const token = await signIn(dkp.origin);
  let peak = rssMiB(dkp.pid);
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMiB(dkp.pid));
  }, 20);
  const statuses = new Map<string, number>();
  const peaks: number[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      const started = performance.now();
      const answers = await Promise.all(bombs.map(async (bomb) => {
        const { payload, headers } = multipart([{ name: 'files[]', filename: `${bomb.name}.xlsx`, content: bomb.file }]);
        const res = await fetch(`${dkp.origin}/api/sys/position/importExcel`, {
          method: 'POST', body: new Uint8Array(payload), headers: { ...headers, 'x-access-token': token, 'x-locale': 'en' },
        });
        const body = await res.json() as { message: string };
        return { bomb, status: res.status, message: body.message };
      }));
      for (const answer of answers) {
        const key = `${answer.status} ${answer.bomb.name}: ${answer.message}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      peaks.push(peak);
      console.log(`  round ${round}/${rounds}: ${answers.map((a) => a.status).join(' ')} in ${((performance.now() - started) / 1000).toFixed(1)} s, peak so far ${peak.toFixed(0)} MiB`);
    }
  } finally {
    clearInterval(sampler);
  }
  const health = await fetch(`${dkp.origin}/api/health`);
  await sleep(IDLE_MS);
  const after = rssMiB(dkp.pid);

  console.log('');
  for (const [answer, count] of statuses) console.log(`${count}× ${answer}`);
  console.log(`health after the rounds: ${health.status}`);
  console.log('');
  printFigure('RSS at idle (before the bombs)', idle, 'MiB', undefined, 0);
  printFigure('RSS peak while the bombs were read (sampled)', peak, 'MiB', { atMost: idle + GOAL_GROWTH_MIB }, 0);
  printFigure('VmHWM (the kernel\'s peak since the process started)', kernelPeakMiB(dkp.pid), 'MiB', { atMost: idle + GOAL_GROWTH_MIB }, 0);
  printFigure('peak − idle', peak - idle, 'MiB', { atMost: GOAL_GROWTH_MIB }, 0);
  printFigure('ratio peak / idle', peak / idle, '', undefined, 2);
  printFigure(`RSS ${IDLE_MS / 1000} s after the last round`, after, 'MiB', undefined, 0);
  const refused = [...statuses].filter(([answer]) => answer.startsWith('400 ')).reduce((n, [, count]) => n + count, 0);
  printFigure('bombs answered 400', refused, `of ${rounds * bombs.length}`, { atLeast: rounds * bombs.length }, 0);
} finally {
  await dkp.close();
  await first.close();
}
