import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sanitizeAnnouncementHtml as clean } from './sanitize.ts';

// The allowlist itself is tested vector by vector in server/lib/rich-text/sanitize.test.ts.
test('announcements use the one rich-text allowlist: formatting and our images kept, the rest gone', () => {
  const own = '/api/sys/common/static/jeditor/0123456789abcdef0123456789abcdef.png';
  assert.equal(clean(`<h2>T</h2><p onclick="x()"><strong>b</strong><img src="${own}" onerror="y()"></p><script>alert(1)</script>`), `<h2>T</h2><p><strong>b</strong><img src="${own}" /></p>`);
  assert.equal(clean('<img src="https://e.com/a.png"><a href="javascript:alert(1)">j</a>'), '<a rel="noopener noreferrer">j</a>');
  assert.equal(clean('<div style="position:fixed;inset:0" class="x" id="y">d</div>'), '<div>d</div>');
});
