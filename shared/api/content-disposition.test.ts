import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fileNameOf } from './content-disposition.ts';

describe('fileNameOf (Content-Disposition, RFC 6266)', () => {
  test("prefers filename*=UTF-8'' over filename, and decodes it", () => {
    assert.equal(fileNameOf(`attachment; filename="position.xlsx"; filename*=UTF-8''%E8%81%8C%E5%8A%A1%20%E5%88%97%E8%A1%A8.xlsx`), '职务 列表.xlsx');
  });

  test('reads a quoted or a bare filename', () => {
    assert.equal(fileNameOf('attachment; filename="a \\"b\\".xlsx"'), 'a "b".xlsx');
    assert.equal(fileNameOf('attachment; filename=plain.xlsx'), 'plain.xlsx');
  });

  test('answers null without a name, and never a path', () => {
    assert.equal(fileNameOf(null), null);
    assert.equal(fileNameOf('attachment'), null);
    assert.equal(fileNameOf(`attachment; filename*=UTF-8''..%2F..%2Fevil.xlsx`), '.._.._evil.xlsx');
    assert.equal(fileNameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.xlsx"`), 'ok.xlsx');
  });
});
