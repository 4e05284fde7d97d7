import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { openDatabase, PGLITE_SETTINGS } from './database.ts';

describe('the embedded database', () => {
  it('starts with our memory settings', async () => {
    const { db, close } = await openDatabase({ dir: null });
    try {
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const { rows: [row] } = await sql<{ setting: string }>`select current_setting(${name}) as setting`.execute(db);
        assert.equal(row?.setting, value, name);
      }
    } finally {
      await close();
    }
  });
});
