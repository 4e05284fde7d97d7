import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * What the child runs: PGlite creates the directory given (initdb inside WebAssembly), then
 * closes it. It imports PGlite by the URL the parent resolved, so it works from the sources
 * (tsx) and from the compiled server alike, whatever the child's working directory.
 */
const CHILD_SOURCE = `
const [dir, pgliteUrl] = process.argv.slice(1);
const { PGlite } = await import(pgliteUrl);
const db = await PGlite.create(dir);
await db.query('select 1');
await db.close();
process.exit(0);
`;

/** At most this much of the child's error output goes into the error thrown. */
const MAX_ERROR_TEXT = 4_000;

/** Whether `dir` holds a PGlite (PostgreSQL) data directory already. */
export const isPgliteDataDir = (dir: string) => existsSync(path.join(dir, 'PG_VERSION'));

/**
 * Makes `dir` a new, empty PGlite data directory, created in a child process (nothing when it
 * is one already). PGlite's initdb grows the WebAssembly memory of the process that runs it to
 * some 800 MiB, which WebAssembly never gives back; run here, that memory ends with the child,
 * and the caller then opens the directory as on any later start (docs/decisions.md "Start-up,
 * memory and public paths"). Created beside `dir` and renamed into place, so a start stopped
 * halfway leaves no half-made database behind. `dir` may be absent or an empty directory.
 */
export async function createPgliteDataDir(dir: string): Promise<void> {
  if (isPgliteDataDir(dir)) return;
  if (existsSync(dir) && (await readdir(dir)).length > 0) {
    throw new Error(`${dir} is neither empty nor a PGlite database (no PG_VERSION): move it away or empty it`);
  }
  await mkdir(path.dirname(dir), { recursive: true });
  const making = `${dir}.creating-${process.pid}`;
  await rm(making, { recursive: true, force: true });
  try {
    await runChild(making, import.meta.resolve('@electric-sql/pglite'));
    if (existsSync(dir)) await rmdir(dir);
    await rename(making, dir);
  } finally {
    await rm(making, { recursive: true, force: true });
  }
}

function runChild(dir: string, pgliteUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD_SOURCE, dir, pgliteUrl], { stdio: ['ignore', 'ignore', 'pipe'] });
    // The child must not outlive this process (a server stopped while it creates a database): an
    // orphan would go on writing into a directory that is being removed. initdb runs synchronously
    // in the child, so the child cannot watch for that itself.
    const stop = () => child.kill('SIGKILL');
    process.once('exit', stop);
    let errorText = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (errorText.length < MAX_ERROR_TEXT) errorText = (errorText + chunk).slice(0, MAX_ERROR_TEXT);
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.removeListener('exit', stop);
      if (code === 0) resolve();
      else reject(new Error(`creating the PGlite database in ${dir} failed (${signal ?? `exit code ${code}`}): ${errorText.trim()}`));
    });
  });
}
