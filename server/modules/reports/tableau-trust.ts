import { AppError } from '../../lib/app-error.ts';
import type { Config } from '../../config.ts';

/** How long Tableau Server may take to answer a ticket request before the viewer is told it is unreachable. */
const TRUSTED_TIMEOUT_MS = 10_000;

/**
 * Tableau Server's trusted authentication (stack-notes "Tableau"): `POST {server}/trusted`
 * with the form fields `username`, `target_site` (when a site is configured) and `client_ip`
 * answers a ticket, or `-1` when Tableau will not issue one (an unknown user, an untrusted
 * host); the view then opens at `{server}/trusted/{ticket}[/t/{site}]/views/{workbook}/{view}`.
 * The view is framed as is: the Embedding API script, under Tableau's own licence, is never
 * bundled (docs/decisions.md "Tableau views").
 */
export function createTableauTrust(tableau: NonNullable<Config['tableau']>, fetchImpl: typeof fetch = fetch) {
  return {
    /** A ticket for `username`, or an error the viewer shows (portal-shell §8: code not 200). */
    async ticket(username: string, clientIp: string): Promise<string> {
      const form = new URLSearchParams({ username });
      if (tableau.site) form.set('target_site', tableau.site);
      if (clientIp) form.set('client_ip', clientIp);
      let answer: Response;
      try {
        answer = await fetchImpl(`${tableau.url}/trusted`, { method: 'POST', body: form, signal: AbortSignal.timeout(TRUSTED_TIMEOUT_MS) });
      } catch {
        throw new AppError(502, 'tableauUnreachable');
      }
      const body = (await answer.text().catch(() => '')).trim();
      if (!answer.ok) throw new AppError(502, 'tableauUnreachable');
      // A ticket is base64-like text with a ':' ("9D1ObyqDQmSIOyQpKdy4Sw==:dg62gCsSE0QRArXNTOp6mlJ5"); anything else is no ticket.
      if (body === '-1' || !/^[A-Za-z0-9_=:.+-]{1,200}$/.test(body)) throw new AppError(403, 'tableauRefused', { username });
      return body;
    },
    /** The view's trusted URL, with what portal-shell §2.5 appends (toolbar, device, username). */
    viewUrl(ticket: string, view: string, username: string): string {
      const [workbook, sheet] = view.split('/').map(encodeURIComponent);
      const site = tableau.site ? `/t/${encodeURIComponent(tableau.site)}` : '';
      // The ticket's characters are all safe in a path segment, and Tableau reads it as it issued it.
      return `${tableau.url}/trusted/${ticket}${site}/views/${workbook}/${sheet}?toolbar=yes&device=desktop&username=${encodeURIComponent(username)}`;
    },
  };
}
export type TableauTrust = ReturnType<typeof createTableauTrust>;
