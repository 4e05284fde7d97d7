import assert from 'node:assert/strict';
import { test } from 'node:test';
import { KEPT_HTML, XSS_VECTORS } from '../../../shared/rich-text/xss-vectors.ts';
import { sanitizeRichText } from './sanitize.ts';

for (const vector of XSS_VECTORS) {
  test(`removes: ${vector.name}`, () => {
    assert.equal(sanitizeRichText(vector.html), vector.server);
  });
}

test('keeps what the editors write: formatting, 8–36 pt sizes and colours, lists, code blocks, tables, our images, safe links', () => {
  for (const html of KEPT_HTML) assert.equal(sanitizeRichText(html), html);
});

test('keeps font sizes 8 to 36 pt only', () => {
  assert.equal(sanitizeRichText('<span style="font-size:8pt">a</span>'), '<span style="font-size:8pt">a</span>');
  assert.equal(sanitizeRichText('<span style="font-size:36pt">a</span>'), '<span style="font-size:36pt">a</span>');
  assert.equal(sanitizeRichText('<span style="font-size:37pt">a</span>'), '<span>a</span>');
  assert.equal(sanitizeRichText('<span style="font-size:900px">a</span>'), '<span>a</span>');
});

test('an iframe stays only on an allowed https origin, without its handlers or srcdoc', () => {
  const origins = ['https://player.example.com'];
  assert.equal(
    sanitizeRichText('<iframe src="https://player.example.com/v/1" width="560" onload="alert(1)" srcdoc="x"></iframe>', { iframeOrigins: origins }),
    '<iframe src="https://player.example.com/v/1" width="560"></iframe>',
  );
  assert.equal(sanitizeRichText('<iframe src="http://player.example.com/v/1"></iframe>', { iframeOrigins: origins }), '');
  assert.equal(sanitizeRichText('<iframe src="https://player.example.com.evil.example/v/1"></iframe>', { iframeOrigins: origins }), '');
  assert.equal(sanitizeRichText('<iframe src="https://user@player.example.com/v/1"></iframe>', { iframeOrigins: origins }), '');
  // None by default.
  assert.equal(sanitizeRichText('<iframe src="https://player.example.com/v/1"></iframe>'), '');
});

test('deep nesting is cut, not followed: 100 000 nested elements sanitise to bounded output', () => {
  const depth = 100_000;
  const out = sanitizeRichText(`${'<div>'.repeat(depth)}x${'</div>'.repeat(depth)}`);
  assert.ok(out.includes('x'));
  assert.ok((out.match(/<div>/g) ?? []).length <= 64);
});

test('text stays text: angle brackets and ampersands are escaped, Chinese kept', () => {
  assert.equal(sanitizeRichText('<p>1 &lt; 2 &amp; 数据门户</p>'), '<p>1 &lt; 2 &amp; 数据门户</p>');
  assert.equal(sanitizeRichText('plain <b>bold</b>'), 'plain <b>bold</b>');
});
