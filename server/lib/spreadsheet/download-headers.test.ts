import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { xlsxDownloadHeaders } from './download-headers.ts';

describe('xlsxDownloadHeaders', () => {
  it('names a Chinese file for browsers, with an ASCII stand-in, and adds .xlsx', () => {
    assert.deepEqual(xlsxDownloadHeaders('用户列表 (2024)'), {
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="____ (2024).xlsx"; filename*=UTF-8''%E7%94%A8%E6%88%B7%E5%88%97%E8%A1%A8%20%282024%29.xlsx`,
    });
    assert.equal(decodeURIComponent(xlsxDownloadHeaders('用户列表.XLSX')['content-disposition']!.split("''")[1]!), '用户列表.XLSX');
  });

  it('cannot carry a folder, a quote or a line break into the header', () => {
    const header = xlsxDownloadHeaders('../a"b\r\nSet-Cookie: x=1')['content-disposition']!;
    assert.doesNotMatch(header, /[\r\n]|\.\.\/|a"b/);
    assert.match(header, /^attachment; filename="\.\._a_b__Set-Cookie: x=1\.xlsx"; filename\*=UTF-8''[^\s"]+$/);
    assert.match(xlsxDownloadHeaders('  ')['content-disposition']!, /filename="export\.xlsx"/);
  });
});
