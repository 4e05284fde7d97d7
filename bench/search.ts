/**
 * What article search costs and how well it ranks (issue 24 "Done when": `bench/search.ts`).
 *
 * A database (PGlite in a temporary directory; also PostgreSQL when `TEST_DATABASE_URL` names
 * one: a fresh database is made there and dropped) is migrated and seeded, then filled with
 * `--articles` (100,000) released articles in cn, tc and en, written from a vocabulary of
 * office news (bench/search-corpus.ts), with their search columns made by the server's own
 * function, then ANALYZEd. Among them stand the judged articles: each with a key a member of
 * staff would type, whose words also fill thousands of the other articles' bodies.
 *
 *   full-text    `searchArticles`, what `GET /sys/search/list` runs: the words (and the
 *                Chinese character pairs, the title trigrams) through the GIN indexes, ranked,
 *                a page of 10 and the total, as the demo staff member lisi reads;
 *   ILIKE        the same reader's released articles whose title, summary or body holds each
 *                word of the key as `ILIKE '%word%'`, newest first, a page of 10 and the total.
 *
 * Both run one call at a time for each two-word Chinese key of the judged set, interleaved in
 * rounds (bench/lib/interleaved.ts); prints the p50s and the ratio ILIKE / full-text (goal
 * ≥ 20), then the share of the judged keys whose article is in full-text's first 5 (goal
 * ≥ 90 %) and the keys that miss.
 * Run: `npm run bench:search [-- --articles N --rounds R | --quick]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type Db } from '../server/db/database.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import type { Database } from '../server/db/schema.ts';
import { seedIfEmpty } from '../server/db/seed/seed.ts';
import { plainText, queryWords, searchColumns } from '../server/lib/search/index.ts';
import { readerSees, searchArticles } from '../server/modules/content/index.ts';
import { freshPostgres } from '../tests/e2e/server-process.ts';
import { fillerArticle, JUDGED, type CorpusArticle } from './search-corpus.ts';
import {
  benchSettings, describeSettings, interleave, printFigure, printRatio, printTable, quantile, type Metrics, type Target,
} from './lib/interleaved.ts';

const settings = benchSettings({ rounds: 5 });
const { values } = parseArgs({
  args: process.argv.slice(2), strict: false, allowPositionals: true,
  options: { articles: { type: 'string' }, quick: { type: 'boolean' } },
});
const quick = values.quick === true;
const articleCount = Number(typeof values.articles === 'string' ? values.articles : quick ? 10_000 : 100_000);
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null;
const TENANT = 1;
const CHANNELS = ['news', 'knowledge'] as const;

/** Inserts the articles, released to the whole tenant, with the search columns the server writes. */
async function insertArticles(db: Kysely<Database>, articles: CorpusArticle[], authorId: string, newest: Date) {
  for (let start = 0; start < articles.length; start += 500) {
    await db.insertInto('articles').values(articles.slice(start, start + 500).map((a, i) => ({
      tenant_id: TENANT, channel: a.channel, title: a.title, summary: a.summary, body: a.body, status: '1',
      release_time: new Date(newest.getTime() - (start + i) * 60_000), author: 'bench', created_by: authorId, visibility: 'tenant',
      ...searchColumns(a.title, `${a.summary} ${plainText(a.body)}`),
    }))).execute();
  }
}

/** The naive search: each word anywhere in title, summary or body, newest first. */
async function ilikeSearch(db: Kysely<Database>, reader: { tenantId: number; userId: string }, words: readonly string[]) {
  let query = db.selectFrom('articles as t')
    .where('t.tenant_id', '=', reader.tenantId).where('t.channel', 'in', [...CHANNELS]).where('t.status', '=', '1')
    .where((eb) => readerSees(eb, reader));
  for (const word of words) {
    query = query.where(sql`(t.title || ' ' || t.summary || ' ' || t.body)`, 'ilike', `%${word.replace(/[\\%_]/g, '\\$&')}%`);
  }
  const rows = await query.select(['t.id', 't.title', sql<string>`count(*) over ()`.as('total')])
    .orderBy('t.release_time', 'desc').orderBy('t.id').limit(10).execute();
  return { ids: rows.map((r) => r.id), total: rows[0] ? Number(rows[0].total) : 0 };
}

/** A target running every key once per call, one call at a time; p50 of the calls in the round. */
function keysTarget(name: string, keys: readonly string[][], run: (words: readonly string[]) => Promise<unknown>): Target<Metrics> {
  return {
    name,
    async measure() {
      const latencies: number[] = [];
      for (const words of keys) {
        const started = performance.now();
        await run(words);
        latencies.push(performance.now() - started);
      }
      return { p50Ms: quantile(latencies, 0.5), p95Ms: quantile(latencies, 0.95) };
    },
  };
}

async function benchOn(label: string, database: Db) {
  const { db } = database;
  const started = performance.now();
  await migrateToLatest(db);
  await seedIfEmpty(db, { adminPassword: 'Admin#2026bench', demoPassword: 'Staff#2026bench', scryptLogN: 12, figuresApart: database.kind === 'pglite' });
  const admin = await db.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
  const lisi = await db.selectFrom('users').select('id').where('username', '=', 'lisi').executeTakeFirstOrThrow();
  // A staff member (not an administrator of articles): the reader rule is part of what is timed.
  const reader = { tenantId: TENANT, userId: lisi.id, manages: false };
  // The judged articles are the oldest: the newest-first tie-break never helps them.
  const newest = new Date('2026-11-01T00:00:00Z');
  const fillers = Array.from({ length: articleCount }, (_, i) => fillerArticle(i));
  await insertArticles(db, fillers, admin.id, newest);
  const judged = JUDGED.map((j) => j.article);
  await insertArticles(db, judged, admin.id, new Date(newest.getTime() - articleCount * 60_000));
  await sql`analyze articles`.execute(db);
  const judgedIds = new Map((await db.selectFrom('articles').select(['id', 'title']).where('title', 'in', judged.map((a) => a.title)).execute())
    .map((r) => [r.title, r.id]));
  console.log(`\n${label}: ${(articleCount + judged.length).toLocaleString('en')} articles written and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // How well full-text ranks: the judged article in the first 5 of its key.
  const misses: string[] = [];
  for (const { key, article } of JUDGED) {
    const { hits, total } = await searchArticles(db, reader, { channels: CHANNELS, words: queryWords(key), offset: 0, limit: 5 });
    if (!hits.some((h) => h.id === judgedIds.get(article.title))) misses.push(`'${key}' (${total} found; first: ${hits[0]?.title ?? 'none'})`);
  }
  const share = (JUDGED.length - misses.length) / JUDGED.length;
  printFigure(`judged keys with their article in the first 5 (${label}, ${JUDGED.length} keys)`, share * 100, '%', { atLeast: 90 }, 0);
  for (const miss of misses) console.log(`  missed: ${miss}`);

  // How fast: the two-word Chinese keys of the judged set.
  const keys = JUDGED.filter((j) => j.twoChineseWords).map((j) => queryWords(j.key));
  const sample = keys[0]!;
  const [fullText, naive] = [
    await searchArticles(db, reader, { channels: CHANNELS, words: sample, offset: 0, limit: 10 }),
    await ilikeSearch(db, reader, sample),
  ];
  console.log(`key '${sample.join(' ')}': full-text finds ${fullText.total}, ILIKE ${naive.total} (ILIKE also matches inside longer words)`);
  const names = { fullText: `full-text (${label})`, ilike: `ILIKE '%…%' (${label})` };
  const results = await interleave([
    keysTarget(names.fullText, keys, (words) => searchArticles(db, reader, { channels: CHANNELS, words, offset: 0, limit: 10 })),
    keysTarget(names.ilike, keys, (words) => ilikeSearch(db, reader, words)),
  ], settings);
  printTable(results, [
    { metric: 'p50Ms', label: 'p50 ms', digits: 2, spread: true },
    { metric: 'p95Ms', label: 'p95 ms', digits: 2, spread: true },
  ], `${label}: ${keys.length} two-word Chinese keys per round, one call at a time, medians over the rounds (min–max)`);
  printRatio(results, names.ilike, names.fullText, 'p50Ms', { atLeast: 20 }, `ILIKE / full-text, p50 (${label})`);
}

console.log(`search: ${articleCount.toLocaleString('en')} articles and ${JUDGED.length} judged keys; ${describeSettings(settings, false)}`);
const dir = mkdtempSync(path.join(tmpdir(), 'dkp-bench-search-'));
try {
  const database = await openDatabase({ dir: path.join(dir, 'pglite') });
  try {
    await benchOn('PGlite', database);
  } finally {
    await database.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (postgresUrl) {
  const fresh = await freshPostgres(postgresUrl);
  try {
    const database = await openDatabase({ url: fresh.url });
    try {
      await benchOn('PostgreSQL', database);
    } finally {
      await database.close();
    }
  } finally {
    await fresh.drop();
  }
} else {
  console.log('\nPostgreSQL: not measured (set TEST_DATABASE_URL=postgres://… to add it; the bench makes and drops its own database there)');
}
