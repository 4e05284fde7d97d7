// test-plan: one engine (the bombs' limits are the spreadsheet reader's, met before any row reaches the database)
import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { buffer } from 'node:stream/consumers';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { XML_LIMITS } from '../lib/spreadsheet/xml-events.ts';
import { XLSX_READ_LIMITS } from '../lib/spreadsheet/xlsx-reader.ts';
import { writeXlsx } from '../lib/spreadsheet/xlsx-writer.ts';
import { multipart } from '../test-support/multipart.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';
import { buildXlsxBombs, type XlsxBomb } from '../test-support/xlsx-bombs.ts';
import { IMPORT_MAX_ROWS } from './import-route.ts';
import { importGateOf } from './import-gate.ts';

const LOCALES = ['cn', 'en', 'tc'] as const;
const POSITIONS = '/api/sys/position/importExcel';

/** The limit each refusal names, as the reader was configured by the import route. */
const LIMIT_OF: Partial<Record<MessageKey, number>> = {
  spreadsheetTextTooLong: XML_LIMITS.maxTextChars,
  spreadsheetTooManyRowElements: Math.max(2 * IMPORT_MAX_ROWS, XLSX_READ_LIMITS.minRowElements),
  spreadsheetTooManyCells: XLSX_READ_LIMITS.maxCells,
  spreadsheetCompressionRatio: XLSX_READ_LIMITS.maxCompressionRatio,
  spreadsheetUnzippedTooLarge: 64,
};

/** Posts `file` as `files[]` over real HTTP. */
async function upload(base: string, token: string, file: Buffer, locale: string, url = POSITIONS) {
  const { payload, headers } = multipart([{ name: 'files[]', filename: 'bomb.xlsx', content: file }]);
  const res = await fetch(`${base}${url}`, { method: 'POST', body: new Uint8Array(payload), headers: { ...headers, 'x-access-token': token, 'x-locale': locale } });
  return { status: res.status, headers: res.headers, body: await res.json() as { success: boolean; message: string; code: number } };
}

describe('importExcel: spreadsheet bombs over real HTTP (issue 21)', () => {
  let s: TestServer;
  let base: string;
  let token: string;
  let bombs: XlsxBomb[];

  before(async () => {
    s = await startTestServer();
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
    token = await s.login('admin');
    bombs = await buildXlsxBombs();
  });
  after(async () => {
    await s.close();
  });

  it('answers six bombs sent at once each with its localised 400 naming the limit, and goes on serving', async () => {
    const answers = await Promise.all(bombs.map((bomb, i) => upload(base, token, bomb.file, LOCALES[i % 3]!)));
    answers.forEach((answer, i) => {
      const bomb = bombs[i]!;
      const locale = LOCALES[i % 3]!;
      assert.equal(answer.status, 400, `${bomb.name}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.success, false);
      assert.equal(answer.body.message, translate(locale, bomb.refusal, { limit: LIMIT_OF[bomb.refusal]! }), bomb.name);
    });
    assert.deepEqual(importGateOf(s.ctx).load(), { running: 0, waiting: 0 }, 'every import let go of its turn');
    assert.equal((await fetch(`${base}/api/health`)).status, 200);
    // And an ordinary import still goes through.
    const file = await buffer(writeXlsx({ name: 'p', columns: [{ header: '职务编码' }, { header: '职务名称' }, { header: '职级' }], rows: [['BOMB_AFTER', '炸弹之后', '1']] }));
    const fine = await upload(base, token, file, 'en');
    assert.equal(fine.status, 200, JSON.stringify(fine.body));
    assert.equal(fine.body.success, true, JSON.stringify(fine.body));
  });

  it('answers 503 with Retry-After and a localised message when the imports running and waiting are full, before reading the file', async () => {
    const gate = importGateOf(s.ctx);
    const { concurrency, queue } = gate.limits;
    // Imports whose bodies are not finished hold every turn: running, then waiting.
    const { payload, headers } = multipart([{ name: 'files[]', filename: 'slow.xlsx', content: bombs[0]!.file }]);
    const held = Array.from({ length: concurrency + queue }, () => {
      const req = http.request(`${base}${POSITIONS}`, {
        method: 'POST', headers: { ...headers, 'content-length': payload.length, 'x-access-token': token, 'x-locale': 'en' },
      });
      const answered = new Promise<number>((resolve, reject) => {
        req.on('response', (res) => { res.resume(); resolve(res.statusCode!); });
        req.on('error', reject);
      });
      req.write(payload.subarray(0, 1000));
      return { req, answered };
    });
    while (gate.load().running + gate.load().waiting < concurrency + queue) await new Promise((resolve) => setTimeout(resolve, 10));

    for (const locale of LOCALES) {
      const busy = await upload(base, token, bombs[0]!.file, locale);
      assert.equal(busy.status, 503);
      const seconds = Number(busy.headers.get('retry-after'));
      assert.ok(Number.isInteger(seconds) && seconds >= 1, `Retry-After: ${busy.headers.get('retry-after')}`);
      assert.equal(busy.body.message, translate(locale, 'importBusy', { seconds }));
    }
    for (const { req } of held) req.end(payload.subarray(1000));
    assert.deepEqual(await Promise.all(held.map((h) => h.answered)), held.map(() => 400), 'the held imports were then read and refused');
    assert.deepEqual(gate.load(), { running: 0, waiting: 0 });
  });
});
