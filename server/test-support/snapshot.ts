import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteStartParams } from '../db/database.ts';

/**
 * Dumps of a migrated and seeded PGlite database, so that a test server starts from one instead
 * of creating a database: a new PGlite runs initdb inside WebAssembly (about 5 s of CPU on these
 * machines, most of a test server's start), then 22 migrations and the seed; loading a dump
 * takes about a second. On PGlite the report database (server/db/report-data) is dumped beside
 * it, for the same reason. Dumps are kept in memory for the process and, when
 * `DKP_TEST_SNAPSHOT_DIR` names a folder (scripts/node-test.mjs makes one per run and removes it
 * after), in that folder for the other test processes of the run. Never across runs: a dump
 * made before a change to a migration or the seed would hide it.
 */
const DIR_VARIABLE = 'DKP_TEST_SNAPSHOT_DIR';

/** What the seed depends on beyond the code: a server with other values gets another dump. */
export interface SeedInputs {
  adminPassword: string | null;
  demoPassword: string | null;
  seedPasswordMustChange: readonly string[];
  scryptLogN: number;
}

/** The portal's database and the report database, as dumped together. */
export interface SeededDumps {
  main: Blob;
  reportData: Blob;
}

const inMemory = new Map<string, SeededDumps>();

/** A short name of these inputs (base 36), the same for every process of a run. */
export function seedKey(inputs: SeedInputs): string {
  const text = JSON.stringify([inputs.adminPassword, inputs.demoPassword, inputs.seedPasswordMustChange, inputs.scryptLogN]);
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash.toString(36);
}

function filesOf(key: string): { main: string; reportData: string } | null {
  const dir = process.env[DIR_VARIABLE];
  return dir ? { main: join(dir, `seeded-${key}.tar`), reportData: join(dir, `seeded-${key}-report-data.tar`) } : null;
}

/** The dumps of databases seeded with these inputs, if this run made them already. */
export async function seededDump(inputs: SeedInputs): Promise<SeededDumps | undefined> {
  const key = seedKey(inputs);
  const known = inMemory.get(key);
  if (known) return known;
  const files = filesOf(key);
  if (!files) return undefined;
  try {
    // The main dump is written last (keepSeededDump): when it is there, so is the other.
    const main = new Blob([await readFile(files.main)]);
    const dumps = { main, reportData: new Blob([await readFile(files.reportData)]) };
    inMemory.set(key, dumps);
    return dumps;
  } catch {
    return undefined; // Not made yet: this process makes it.
  }
}

/**
 * Keeps a dump of `pglite`, just migrated and seeded with `inputs`, and of its report
 * database, for the next test servers. Each is written under a temporary name and renamed,
 * so a process reading it never sees half a file.
 */
export async function keepSeededDump(inputs: SeedInputs, pglite: PGlite, reportData: Blob): Promise<void> {
  const key = seedKey(inputs);
  const dumps = { main: await pglite.dumpDataDir('none'), reportData };
  inMemory.set(key, dumps);
  const files = filesOf(key);
  if (!files) return;
  for (const [file, dump] of [[files.reportData, dumps.reportData], [files.main, dumps.main]] as const) {
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  }
}

let emptyInMemory: Promise<Blob> | undefined;

/**
 * A dump of a new, empty PGlite database: what initdb leaves, nothing migrated or seeded.
 * A test that must start from an empty database (the seed's first start, a seed of other
 * inputs, migrations) loads it in about a second instead of running initdb again, several
 * seconds of CPU each time; the migrations and the seed still run in full on it. Made once a
 * run and shared through `DKP_TEST_SNAPSHOT_DIR` like the seeded dumps. A test of creating a
 * database itself (pglite-create.test.ts, database.test.ts) does not use it.
 */
export function emptyPgliteDump(): Promise<Blob> {
  emptyInMemory ??= (async () => {
    const dir = process.env[DIR_VARIABLE];
    const file = dir ? join(dir, 'empty.tar') : null;
    if (file) {
      try {
        return new Blob([await readFile(file)]);
      } catch {
        // Not made yet: this process makes it.
      }
    }
    const pglite = await PGlite.create({ startParams: pgliteStartParams() });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    if (file) {
      const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
    }
    return dump;
  })();
  return emptyInMemory;
}
