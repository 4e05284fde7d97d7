import pg from 'pg';

/** The report reader logins a database made (server/modules/reports/engines/reader-login.ts), if any. */
async function readerLogins(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ role_name: string }>(`select role_name from report_reader_login where to_regclass('report_reader_login') is not null`);
    return rows.map((row) => row.role_name);
  } catch {
    return [];
  } finally {
    await client.end();
  }
}

/**
 * Drops a test database (on the PostgreSQL of `adminUrl`) and the report reader login it
 * made: roles outlive databases, and a cluster shared by many test runs would keep them all.
 */
export async function dropTestDatabase(adminUrl: string, name: string): Promise<void> {
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  const logins = await readerLogins(target.toString()).catch(() => []);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${client.escapeIdentifier(name)} with (force)`);
    for (const login of logins) await client.query(`drop role if exists ${client.escapeIdentifier(login)}`);
  } finally {
    await client.end();
  }
}
