/**
 * The path, on the DKP server, under which Shoelace's assets are served: `<sl-icon>` fetches
 * `{base}/assets/icons/{name}.svg` (the Bootstrap Icons set, served by server/plugins/icon-assets.ts).
 */
export const SHOELACE_BASE_PATH = '/shoelace';

/**
 * Shoelace's base path for a DKP server: the page's own origin for the portal (no argument),
 * the server's origin for an element embedded in another site. Pass it to Shoelace's `setBasePath`.
 */
export function iconBasePath(serverOrigin = ''): string {
  return serverOrigin.replace(/\/+$/, '') + SHOELACE_BASE_PATH;
}
