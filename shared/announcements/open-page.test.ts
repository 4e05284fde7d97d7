import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPageAllowed, openPageKind } from './open-page.ts';

describe("the one rule for an announcement's openPage", () => {
  it('knows an http(s) address and a portal path', () => {
    for (const page of ['https://example.com/x', 'HTTP://example.com', 'https://e.example/a?b=c#d', 'http://10.0.0.1:8080/p']) {
      assert.equal(openPageKind(page), 'external', page);
    }
    for (const page of ['/', '/isps/userAnnouncement', '/x?mode=detail&a=1', '/x#part', '/a/b.c/..d/x', '/files/.well', '/%2fevil.example']) {
      assert.equal(openPageKind(page), 'portal', page);
    }
  });

  it('refuses every page a browser would read as another site or another scheme', () => {
    const tricks = [
      '', 'relative/path', 'isps/x', '?x=1', '#x',
      '//evil.example', '//evil.example/x', '///evil.example', '/\\evil.example', '\\\\evil.example', '/\\/evil.example',
      '/..//evil.example', '/../evil.example', '/./x', '/a/../../b', '/%2e%2e//evil.example', '/%2E/x', '/x/..',
      '/\t/evil.example', '/\n/evil.example', '/\r/evil.example', ' /x', '/x ', '/a b', '/x\u0000', '/x\u007f', '/x\u2028', '/\u200b/x',
      'javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://e.example',
      'https:evil.example', 'https:/evil.example', 'https://', 'http:///x', 'https://e.example/a b', 'https://e.example\\@evil',
    ];
    for (const page of tricks) assert.equal(openPageKind(page), null, JSON.stringify(page));
  });

  it("lets a 'url' announcement open both kinds and a 'component' one only a portal page", () => {
    assert.equal(openPageAllowed('url', 'https://example.com'), true);
    assert.equal(openPageAllowed('url', '/x'), true);
    assert.equal(openPageAllowed('component', '/x'), true);
    assert.equal(openPageAllowed('component', 'https://example.com'), false);
    assert.equal(openPageAllowed('component', 'Detail'), false);
    assert.equal(openPageAllowed('url', '//evil.example'), false);
  });
});
