import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { postgresOnly, startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { isChildCode } from './org-code-repository.ts';

// Moves at the same moment, on PostgreSQL where they really run at once (PGlite runs one
// transaction at a time): never a cycle, never a deadlock, codes always under their parent's.
describe('department moves at once', { skip: postgresOnly('department moves at once') }, () => {
  let s: TestServer;
  let admin: string;
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': admin }, payload });
  const add = async (departName: string, parentId?: string) => {
    const res = await call('POST', '/sys/sysDepart/add', { departName, orgType: '2', ...(parentId ? { parentId } : {}) });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json().result as { id: string }).id;
  };
  const move = (id: string, departName: string, parentId: string) => call('PUT', '/sys/sysDepart/edit', { id, departName, orgType: '2', parentId });

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
  });
  after(() => s.close());

  /** Every department of tenant 1 has a code directly under its parent's, and no parent chain loops. */
  async function assertTreeSound() {
    const rows = await s.ctx.db.selectFrom('departments').select(['id', 'parent_id', 'org_code']).where('tenant_id', '=', 1).execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const row of rows) {
      const parent = row.parent_id ? byId.get(row.parent_id) : undefined;
      assert.ok(isChildCode(row.org_code, parent?.org_code ?? ''), `${row.org_code} under ${parent?.org_code ?? 'the root'}`);
      const seen = new Set<string>();
      for (let at: typeof row | undefined = row; at; at = at.parent_id ? byId.get(at.parent_id) : undefined) {
        assert.ok(!seen.has(at.id), `a cycle through ${row.org_code}`);
        seen.add(at.id);
      }
    }
  }

  it('lets one of two crossing moves through and refuses the other as a cycle', async () => {
    const root = await add('交叉根');
    const x = await add('交叉甲', root);
    const y = await add('交叉乙', root);
    for (let round = 0; round < 8; round++) {
      const answers = await Promise.all([move(x, '交叉甲', y), move(y, '交叉乙', x)]);
      assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 400], answers.map((a) => a.body).join('\n'));
      await assertTreeSound();
      for (const [id, name] of [[x, '交叉甲'], [y, '交叉乙']] as const) assert.equal((await move(id, name, root)).statusCode, 200);
    }
  });

  it('moves a department and its sub-department elsewhere at once without a deadlock', async () => {
    const [from, to1, to2] = [await add('移动源'), await add('移动甲'), await add('移动乙')];
    for (let round = 0; round < 8; round++) {
      const parent = await add(`父${round}`, from);
      const child = await add(`子${round}`, parent);
      await add(`孙${round}`, child);
      const answers = await Promise.all([move(parent, `父${round}`, to1), move(child, `子${round}`, to2), add(`新${round}`, parent)]);
      for (const answer of answers.slice(0, 2)) assert.equal((answer as { statusCode: number; body: string }).statusCode, 200, (answer as { body: string }).body);
      await assertTreeSound();
    }
  });
});
