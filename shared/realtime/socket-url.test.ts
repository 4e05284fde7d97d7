import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { websocketUrl } from './socket-url.ts';

describe('notice socket URL', () => {
  it('takes ws or wss and the host from the API base, or from the page for a relative base', () => {
    assert.equal(websocketUrl('/api', 'u 1', 'http://localhost:8080/dashboard'), 'ws://localhost:8080/api/websocket/u%201');
    assert.equal(websocketUrl('/api/', 'u1', 'https://dkp.example.com/x'), 'wss://dkp.example.com/api/websocket/u1');
    assert.equal(websocketUrl('https://dkp.example.com/gw/api', 'u1', 'http://intranet:9000/'), 'wss://dkp.example.com/gw/api/websocket/u1');
  });
});
