import { atom } from 'nanostores';
import { apiOrigin, failureText, request } from '../api/index.ts';
import type { TrustedView } from './viewer-api.ts';

/** A report viewer the portal made for a report route: its path, its ticketed URL once known, or why it failed. */
export interface ReportFrame {
  path: string;
  url: string | null;
  /** Who shows it, once known: a Tableau view downloads from Tableau's own toolbar, not from our modal. */
  provider: TrustedView['provider'] | null;
  error: string;
  /** The filters in force in the viewer, as it last told (`dkp-report-state`), for the downloads. */
  values: Record<string, string>;
}

/** How long a refused report's message stays before the viewer is given up (portal-shell §8 "report URL code not 200"). */
export const REPORT_ERROR_MS = 5000;

/** The viewers made so far (portal-shell §2.5 "dashboard container"), by path; hidden ones keep their state. */
export const $reportFrames = atom<ReportFrame[]>([]);
/** The report route on show; `null` on any other route (the container hides). */
export const $activeReport = atom<string | null>(null);

const update = (path: string, change: Partial<ReportFrame>) =>
  $reportFrames.set($reportFrames.get().map((frame) => (frame.path === path ? { ...frame, ...change } : frame)));

/**
 * Shows the viewer of a report route: the one made before for that path if any (its filters
 * and scroll kept), else a new one whose URL comes from `getTrustedUrl` (portal-shell §7). A
 * refusal shows the server's message for 5 s, then the viewer is dropped.
 */
export function showReport(path: string): void {
  $activeReport.set(path);
  if ($reportFrames.get().some((frame) => frame.path === path)) return;
  $reportFrames.set([...$reportFrames.get(), { path, url: null, provider: null, error: '', values: {} }]);
  request<TrustedView>('/dkp-tableau/tableau/trusted/getTrustedUrl', { query: { url: path } })
    .then(({ result }) => update(path, { url: new URL(result.url, apiOrigin()).toString(), provider: result.provider }))
    .catch((error: unknown) => {
      update(path, { error: failureText(error) });
      setTimeout(() => disposeReports((frame) => frame.path === path && !!frame.error), REPORT_ERROR_MS);
    });
}

/** Hides the container (a route that is no report). */
export function hideReports(): void {
  $activeReport.set(null);
}

/** Disposes the viewers `which` picks (their tabs were closed). */
export function disposeReports(which: (frame: ReportFrame) => boolean): void {
  const left = $reportFrames.get().filter((frame) => !which(frame));
  if (left.length !== $reportFrames.get().length) $reportFrames.set(left);
}

/** Records the filters a viewer says are in force. */
export function noteReportValues(path: string, values: Record<string, string>): void {
  update(path, { values });
}
