import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { citationsOf } from './citations.mjs';
import { testTitles } from './test-titles.mjs';
import { piecesOf, titleMatches } from './title-match.mjs';

const named = (source, name) => testTitles(source).filter((t) => titleMatches(t.parts, piecesOf(name)));

describe('the ledger check reads test titles from the syntax tree', () => {
  it('finds it, test, describe and their modifiers, not comments or other strings', () => {
    const source = `
      // it('in a comment', () => {});
      const text = 'in a string';
      assert.equal(1, 1, 'an assertion message');
      describe('a suite', () => { it('a test', () => {}); });
      test.describe('a playwright suite', () => { test('a playwright test', async () => {}); });
    `;
    assert.deepEqual(testTitles(source).map((t) => t.parts.join('')), ['a suite', 'a test', 'a playwright suite', 'a playwright test']);
    for (const name of ['in a comment', 'in a string', 'an assertion message']) assert.deepEqual(named(source, name), []);
  });

  it('says where each test runs: skipped, PostgreSQL only, PGlite only, inherited from its suite', () => {
    const source = `
      it('runs', () => {});
      it.skip('skipped by a modifier', () => {});
      it('skipped with a reason', { skip: 'flaky' }, () => {});
      describe('pg suite', { skip: postgresOnly('x') }, () => { it('inside pg', () => {}); });
      it('pg by condition', { skip: url ? false : 'needs PostgreSQL' }, () => {});
      it('pglite only', { skip: PGLITE_ONLY }, () => {});
      test.describe('playwright pg', () => {
        test.skip(!process.env.TEST_DATABASE_URL, 'needs PostgreSQL');
        test('two processes', async () => {});
      });
      test.describe('a skipped test inside', () => { test.skip('its own', async () => {}); test('the other', async () => {}); });
    `;
    const place = (name) => named(source, name)[0]?.place;
    assert.equal(place('runs'), 'everywhere');
    assert.equal(place('skipped by a modifier'), 'skipped');
    assert.equal(place('skipped with a reason'), 'skipped');
    assert.equal(place('inside pg'), 'postgres');
    assert.equal(place('pg by condition'), 'postgres');
    assert.equal(place('pglite only'), 'pglite');
    assert.equal(place('two processes'), 'postgres');
    assert.equal(place('its own'), 'skipped');
    assert.equal(place('the other'), 'everywhere');
  });
});

describe('a quoted name matches a title', () => {
  it('by every piece between …, in order, however short', () => {
    const parts = ['logs a failing run with its error and goes on'];
    assert.ok(titleMatches(parts, piecesOf('logs a failing run…')));
    assert.ok(titleMatches(parts, piecesOf('logs…error…goes on')));
    assert.ok(!titleMatches(parts, piecesOf('goes on…logs')), 'out of order');
    assert.ok(!titleMatches(parts, piecesOf('logs…xyz')), 'a short piece counts too');
  });

  it('with a template literal\'s holes matching any text', () => {
    const [title] = testTitles('for (const r of rows) test(`back-office journey: ${r.name} in ${r.lang}`, async () => {});');
    assert.ok(titleMatches(title.parts, piecesOf('back-office journey: positions in en')));
    assert.ok(titleMatches(title.parts, piecesOf('back-office journey: pos…')));
    assert.ok(!titleMatches(title.parts, piecesOf('front-office journey: positions')));
  });
});

describe('citations in a Proved by cell', () => {
  it('takes the quotes in the group after a file, or right after it, and the PostgreSQL mark', () => {
    const cell = "server/a.test.ts ('first…', 'two\\'s' (PostgreSQL); the kit contract), tests/e2e/b.spec.ts 'third', \"fourth\"; then 'not a name'";
    assert.deepEqual(citationsOf(cell), [
      { file: 'server/a.test.ts', names: [{ name: 'first…', postgres: false }, { name: "two's", postgres: true }] },
      { file: 'tests/e2e/b.spec.ts', names: [{ name: 'third', postgres: false }, { name: 'fourth', postgres: false }] },
    ]);
  });
});
