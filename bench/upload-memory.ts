/**
 * Memory of an upload and its download (issue 24): a file of 5 MiB and one of 50 MiB (a PDF
 * header, then incompressible bytes) are streamed over HTTP to `POST /api/sys/common/upload`
 * of the real server in a child process, then read back whole from `GET /api/sys/common/file/
 * <path>` (its bytes counted, not kept). Each upload runs in a fresh server process on a data
 * directory made by an earlier start, so that its peak is that upload's alone; the sizes
 * alternate (5, 50, 5, 50…). The server's RSS is sampled every 20 ms, and its VmHWM read.
 * Goal: peak RSS at 50 MiB / at 5 MiB ≤ 1.2 (the file is never held whole: chunks of 256 KiB
 * go to the database as they arrive, and come back one at a time).
 * Run: `npm run bench:upload-memory [-- --rounds R --postgres URL --sizes 5,50]` (2 rounds; PGlite unless a PostgreSQL URL is given).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { printFigure } from './lib/interleaved.ts';
import { rssMiB, serverCommand, signIn, sleep, startDkp } from './lib/servers.ts';

const { values } = parseArgs({ args: process.argv.slice(2), strict: false, options: { rounds: { type: 'string' }, postgres: { type: 'string' }, sizes: { type: 'string' } } });
const rounds = Number(typeof values.rounds === 'string' ? values.rounds : 2);
const databaseUrl = typeof values.postgres === 'string' ? values.postgres : undefined;
/** The two sizes compared, small then large (`--sizes 50,100` checks that memory stays where it is past 50). */
const SIZES_MIB = (typeof values.sizes === 'string' ? values.sizes.split(',').map(Number) : [5, 50]) as [number, number];
const IDLE_MS = 3_000;
const kernelPeakMiB = (pid: number) => Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

/** A multipart body of one PDF-signed file of `bytes`, produced as it is sent (the bench holds 1 MiB of it at most). */
function uploadBody(bytes: number): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----dkpbench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const block = randomBytes(2 ** 20);
  let left = bytes - '%PDF-1.4\n'.length;
  let sentHead = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sentHead) { sentHead = true; controller.enqueue(new Uint8Array(head)); return; }
      if (left > 0) {
        const piece = block.subarray(0, Math.min(left, block.length));
        left -= piece.length;
        controller.enqueue(new Uint8Array(piece));
        return;
      }
      controller.enqueue(new Uint8Array(tail));
      controller.close();
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Figures { idle: number; uploadPeak: number; downloadPeak: number; hwm: number; uploadSeconds: number; downloadSeconds: number }

async function measure(dataDir: string | undefined, mib: number): Promise<Figures> {
  const dkp = await startDkp({ dataDir, databaseUrl, env: { DKP_UPLOAD_MAX_MB: String(Math.max(50, ...SIZES_MIB)) } });
  try {
    await sleep(IDLE_MS);
    const token = await signIn(dkp.origin);
    const idle = rssMiB(dkp.pid);
    let peak = idle;
    const sampler = setInterval(() => { peak = Math.max(peak, rssMiB(dkp.pid)); }, 20);
    try {
      const started = performance.now();
      const { body, contentType } = uploadBody(mib * 2 ** 20);
      const res = await fetch(`${dkp.origin}/api/sys/common/upload?biz=bench`, {
        method: 'POST', body, duplex: 'half', headers: { 'content-type': contentType, 'x-access-token': token },
      } as RequestInit & { duplex: 'half' });
      const answer = await res.json() as { success: boolean; message: string; result?: { path: string; size: number } };
      if (res.status !== 200 || !answer.result) throw new Error(`upload of ${mib} MiB: ${res.status} ${answer.message}`);
      const uploadSeconds = (performance.now() - started) / 1000;
      const uploadPeak = peak;
      const readStarted = performance.now();
      const file = await fetch(`${dkp.origin}/api/sys/common/file/${answer.result.path}`, { headers: { 'x-access-token': token } });
      let received = 0;
      const reader = file.body!.getReader();
      for (let next = await reader.read(); !next.done; next = await reader.read()) received += next.value.length;
      if (received !== mib * 2 ** 20) throw new Error(`download of ${mib} MiB gave ${received} bytes`);
      return { idle, uploadPeak, downloadPeak: peak, hwm: kernelPeakMiB(dkp.pid), uploadSeconds, downloadSeconds: (performance.now() - readStarted) / 1000 };
    } finally {
      clearInterval(sampler);
    }
  } finally {
    await dkp.close();
  }
}

console.log(`upload memory: ${SIZES_MIB.join(' and ')} MiB uploaded to and downloaded from the server started as \`${serverCommand().label}\` on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, a fresh process per upload, sizes alternating, ${rounds} rounds; RSS sampled every 20 ms; Node ${process.version}`);
let dataDir: string | undefined;
if (!databaseUrl) {
  // The database made once: its first start leaves a process larger than later ones.
  const first = await startDkp();
  dataDir = first.dataDir;
  await first.stop();
}
const figures = new Map<number, Figures[]>(SIZES_MIB.map((mib) => [mib, []]));
for (let round = 1; round <= rounds; round++) {
  for (const mib of SIZES_MIB) {
    const f = await measure(dataDir, mib);
    figures.get(mib)!.push(f);
    console.log(`  round ${round}, ${mib} MiB: idle ${f.idle.toFixed(0)} MiB, peak while uploading ${f.uploadPeak.toFixed(0)} MiB (${f.uploadSeconds.toFixed(1)} s), while downloading ${f.downloadPeak.toFixed(0)} MiB (${f.downloadSeconds.toFixed(1)} s), VmHWM ${f.hwm.toFixed(0)} MiB`);
  }
}
const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
const of = (mib: number, key: keyof Figures) => median(figures.get(mib)!.map((f) => f[key]));
console.log('');
for (const mib of SIZES_MIB) {
  printFigure(`${mib} MiB: median peak RSS (upload and download)`, of(mib, 'downloadPeak'), 'MiB', undefined, 0);
  printFigure(`${mib} MiB: median growth over idle`, of(mib, 'downloadPeak') - of(mib, 'idle'), 'MiB', undefined, 0);
}
const [small, large] = SIZES_MIB;
printFigure(`ratio peak RSS ${large} MiB / ${small} MiB`, of(large, 'downloadPeak') / of(small, 'downloadPeak'), '', { atMost: 1.2 }, 2);
printFigure(`ratio VmHWM ${large} MiB / ${small} MiB`, of(large, 'hwm') / of(small, 'hwm'), '', { atMost: 1.2 }, 2);
if (dataDir) rmSync(path.dirname(dataDir), { recursive: true, force: true });
