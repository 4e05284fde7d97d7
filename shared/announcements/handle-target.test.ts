import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { announcementTarget } from './handle-target.ts';

describe("an announcement's 'go handle' target", () => {
  const handle = (openType: 'url' | 'component', openPage: string, busId = '') => announcementTarget({ id: 'a1', openType, openPage, busId });

  it('opens an http(s) url in a new tab and a portal path through the router', () => {
    assert.deepEqual(handle('url', 'https://example.com/x'), { kind: 'external', href: 'https://example.com/x' });
    assert.deepEqual(handle('url', ' /dashboard/analysis '), { kind: 'route', path: '/dashboard/analysis' });
  });

  it("gives a component's page its busId", () => {
    assert.deepEqual(handle('component', '/isps/userAnnouncement', 'b 1'), { kind: 'route', path: '/isps/userAnnouncement?busId=b%201' });
    assert.deepEqual(handle('component', '/x?mode=detail', 'b1'), { kind: 'route', path: '/x?mode=detail&busId=b1' });
    assert.deepEqual(handle('component', '/x'), { kind: 'route', path: '/x' });
    assert.deepEqual(handle('component', '/x?a=1#part', 'b1'), { kind: 'route', path: '/x?a=1&busId=b1#part' });
  });

  it('goes nowhere for an empty page, another scheme or another host by //', () => {
    for (const page of ['', 'javascript:alert(1)', '//evil.example/x', 'relative/path', '/\\evil.example', '/..//evil.example', '/\t/evil.example']) {
      assert.equal(handle('url', page), null, page);
    }
    assert.equal(handle('component', 'https://example.com/x', 'b1'), null);
    assert.equal(handle('component', 'Detail', 'b1'), null);
  });
});
