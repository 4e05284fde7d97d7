import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeRichText as clean } from './sanitize.ts';

test('keeps basic formatting, lists, tables, http(s) images and safe links', () => {
  const html = '<h2>T</h2><p><strong>b</strong> <em>i</em> <u>u</u></p><ol><li>one</li></ol><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>'
    + '<img src="https://e.com/a.png" alt="a"><a href="mailto:a@e.com">m</a>';
  assert.equal(clean(html), html.replace('alt="a">', 'alt="a" />').replace('<a href="mailto:a@e.com">', '<a href="mailto:a@e.com" rel="noopener noreferrer">'));
});

test('drops script and style with their text, iframes, forms and event handlers', () => {
  assert.equal(clean('<p onclick="x()" onmouseover="y()">a</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://e.com"></iframe><form><input></form>'), '<p>a</p>');
  assert.equal(clean('<img src="https://e.com/a.png" onerror="alert(1)">'), '<img src="https://e.com/a.png" />');
  assert.equal(clean('<svg onload="alert(1)"><script>alert(2)</script></svg>'), '');
});

test('allows only http, https and mailto links and http(s) images', () => {
  assert.equal(clean('<a href="javascript:alert(1)">j</a>'), '<a rel="noopener noreferrer">j</a>');
  assert.equal(clean('<a href="JaVaScRiPt:alert(1)">j</a>'), '<a rel="noopener noreferrer">j</a>');
  assert.equal(clean('<a href="//evil.example/x">p</a>'), '<a rel="noopener noreferrer">p</a>');
  assert.equal(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">'), '<img />');
  assert.equal(clean('<img src="mailto:a@e.com">'), '<img />');
});

test('makes every link noopener and keeps only target _blank', () => {
  assert.equal(clean('<a href="https://e.com" target="_blank" rel="opener">x</a>'), '<a href="https://e.com" target="_blank" rel="noopener noreferrer">x</a>');
  assert.equal(clean('<a href="https://e.com" target="_parent">x</a>'), '<a href="https://e.com" rel="noopener noreferrer">x</a>');
});

test('drops style and class attributes, so content cannot overlay the page', () => {
  assert.equal(clean('<div style="position:fixed;inset:0" class="x" id="y">d</div>'), '<div>d</div>');
});
