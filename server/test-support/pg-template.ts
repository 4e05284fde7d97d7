import pg from 'pg';

/**
 * Template databases on PostgreSQL: the first test server of a run that needs one makes a
 * database, migrates and seeds it, and closes it; every later test server of the run (in any
 * of its processes) is `CREATE DATABASE … TEMPLATE` of it, a file copy instead of 34
 * migrations and a seed (about 550 ms a server before). Named after the run
 * (`DKP_TEST_RUN_ID`, set by scripts/node-test.mjs, which drops them at the end) and the
 * seed's inputs (the same key as server/test-support/snapshot.ts's PGlite dumps). Without a
 * run id (a test file started by hand) there is no template: nobody would drop it.
 */
const RUN_VARIABLE = 'DKP_TEST_RUN_ID';

/** Templates this process has made or found, by name. */
const known = new Map<string, Promise<string>>();

/** The URL of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of this run's template database for seed `key`, made by `make` (given its URL;
 * it must leave no connection open) when no process of the run has made it yet; `undefined`
 * outside a run. Processes that ask at once wait on one advisory lock: one makes it, the
 * others find it.
 */
export async function templateDatabase(adminUrl: string, key: string, make: (url: string) => Promise<void>): Promise<string | undefined> {
  const run = process.env[RUN_VARIABLE];
  if (!run || !/^[0-9a-z]+$/.test(run) || !/^[0-9a-z]+$/.test(key)) return undefined;
  const name = `dkp_tpl_${run}_${key}`;
  let made = known.get(name);
  if (!made) {
    made = findOrMake(adminUrl, name, make);
    known.set(name, made);
    made.catch(() => known.delete(name));
  }
  return made;
}

async function findOrMake(adminUrl: string, name: string, make: (url: string) => Promise<void>): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Session-level: held across the template's making, released by unlock or by the session's end.
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await admin.query(`create database ${admin.escapeIdentifier(name)}`);
      try {
        await make(databaseUrl(adminUrl, name));
        // No one may connect to it by mistake and block the copies (a template must be unused).
        await admin.query(`alter database ${admin.escapeIdentifier(name)} is_template true allow_connections false`);
      } catch (error) {
        await admin.query(`drop database if exists ${admin.escapeIdentifier(name)} with (force)`);
        throw error;
      }
    }
    await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    return name;
  } finally {
    await admin.end();
  }
}

/** Creates database `name` as a copy of `template` (or empty without one). */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const from = template ? ` template ${admin.escapeIdentifier(template)}` : '';
    await admin.query(`create database ${admin.escapeIdentifier(name)}${from}`);
  } finally {
    await admin.end();
  }
}
