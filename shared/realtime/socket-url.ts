/**
 * The notice socket's URL (portal-shell §7 "ws or wss from the base URL"):
 * `ws(s)://{api origin}{apiBase}/websocket/{userId}`. A relative `apiBase` ('/api') is taken
 * from `pageHref`, the page's address; http gives ws and https wss.
 */
export function websocketUrl(apiBase: string, userId: string, pageHref: string): string {
  const url = new URL(`${apiBase.replace(/\/+$/, '')}/websocket/${encodeURIComponent(userId)}`, pageHref);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
