import type { Page } from '@playwright/test';

/**
 * Resolves when the page's notice socket (`/api/websocket/…`) has opened: Chromium has
 * received the server's 101 answer. The server registers the socket for pushes in the same
 * turn as it writes that answer (server/modules/realtime/routes.ts, `attach`), so a push sent
 * after this resolves reaches the page. Playwright's own `websocket` event fires when the
 * socket is created, before the handshake, and the first frame the page sends (the heartbeat)
 * comes 10 s later: the DevTools protocol's handshake event is the first sign of an open
 * socket. Call before the navigation that opens the socket; await `opened` after it.
 */
export async function noticeSocketOpening(page: Page): Promise<{ opened: Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const sockets = new Set<string>();
  const opened = new Promise<void>((resolve) => {
    cdp.on('Network.webSocketCreated', ({ requestId, url }) => {
      if (/\/api\/websocket\//.test(url)) sockets.add(requestId);
    });
    cdp.on('Network.webSocketHandshakeResponseReceived', ({ requestId, response }) => {
      if (sockets.has(requestId) && response.status === 101) resolve();
    });
  });
  await cdp.send('Network.enable');
  // Wrapped: an async function returning the bare promise would make its caller wait for it.
  return { opened };
}
