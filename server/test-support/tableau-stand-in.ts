import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A ticket Tableau issued: for whom, on which site, from which client, until when. */
interface IssuedTicket { username: string; site: string; clientIp: string; expiresAt: number }

/** What the stand-in saw: each `POST /trusted` form, each view served and each refusal. */
export interface StandInLog {
  requests: Record<string, string>[];
  served: { username: string; site: string; workbook: string; view: string; query: string }[];
  refused: string[];
}

/**
 * A local stand-in for Tableau Server's trusted authentication, following its documented
 * contract (Tableau Server help, "Trusted Authentication": "Get a Ticket from Tableau Server",
 * "Display the View with the Ticket"), since no Tableau Server runs here:
 *
 * - `POST /trusted`, a form with `username`, optional `target_site` and `client_ip`: the
 *   ticket as the body (`{random}:{random}`), or `-1` when the user is not a user of that
 *   site or the caller is not a trusted host (here: a request without a form content type).
 * - `GET /trusted/{ticket}[/t/{site}]/views/{workbook}/{view}`: the view, once per ticket,
 *   within 3 minutes, on the site it was issued for; otherwise a sign-in page (401).
 */
export async function startTableauStandIn(users: Record<string, readonly string[]>): Promise<{
  url: string; log: StandInLog; close: () => Promise<void>; setDown: (down: boolean) => void;
}> {
  const tickets = new Map<string, IssuedTicket>();
  const log: StandInLog = { requests: [], served: [], refused: [] };
  let down = false;
  const server: Server = createServer(async (request, response) => {
    if (down) return void response.writeHead(503).end('maintenance');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/trusted') {
      const form = Object.fromEntries(new URLSearchParams(await bodyOf(request)));
      log.requests.push(form);
      const site = form.target_site ?? '';
      const trustedHost = String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded');
      if (!trustedHost || !form.username || !(users[site] ?? []).includes(form.username)) return void response.end('-1');
      // Shaped as Tableau's are: "9D1ObyqDQmSIOyQpKdy4Sw==:dg62gCsSE0QRArXNTOp6mlJ5".
      const ticket = `${randomBytes(16).toString('base64url')}==:${randomBytes(18).toString('base64url')}`;
      tickets.set(ticket, { username: form.username, site, clientIp: form.client_ip ?? '', expiresAt: Date.now() + 3 * 60_000 });
      return void response.end(ticket);
    }
    const view = /^\/trusted\/([^/]+)(?:\/t\/([^/]+))?\/views\/([^/]+)\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && view) {
      const [, ticket, site = '', workbook, sheet] = view.map((part) => (part === undefined ? part : decodeURIComponent(part)));
      const issued = tickets.get(ticket!);
      tickets.delete(ticket!);
      if (!issued || issued.expiresAt < Date.now() || issued.site !== site) {
        log.refused.push(url.pathname);
        return void response.writeHead(401, { 'content-type': 'text/html' }).end('<title>Sign In</title>');
      }
      log.served.push({ username: issued.username, site, workbook: workbook!, view: sheet!, query: url.search });
      return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>${escape(sheet!)}</title><h1 id="view">${escape(workbook!)} / ${escape(sheet!)}</h1><p id="user">${escape(issued.username)}</p>`);
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    log,
    setDown: (value) => { down = value; },
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
