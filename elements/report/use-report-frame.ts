import { useEffect, useRef, useState } from 'react';
import { apiOrigin, failureText, request } from '../../shared/api/index.ts';
import type { TrustedView } from '../../shared/reports/viewer-api.ts';

/** A report's viewer in a frame: its ticketed URL (or why not), its menu entry, and the filters it says are in force. */
export interface ReportFrameState {
  url: string | null;
  permissionId: string;
  /** Who shows it: a Tableau view downloads from Tableau's own toolbar, not from our modal. */
  provider: TrustedView['provider'];
  error: string;
  values: Record<string, string>;
  frame: React.RefObject<HTMLIFrameElement | null>;
}

/**
 * Asks a trusted URL for the report page `path` (portal-shell §7 `getTrustedUrl`) and follows
 * the filters its viewer reports (`dkp-report-state` messages from that frame only).
 */
export function useReportFrame(path: string): ReportFrameState {
  const [state, setState] = useState<Omit<ReportFrameState, 'frame' | 'values'>>({ url: null, permissionId: '', provider: 'builtin', error: '' });
  const [values, setValues] = useState<Record<string, string>>({});
  const frame = useRef<HTMLIFrameElement | null>(null);
  useEffect(() => {
    let live = true;
    setState({ url: null, permissionId: '', provider: 'builtin', error: '' });
    request<TrustedView>('/dkp-tableau/tableau/trusted/getTrustedUrl', { query: { url: path } })
      .then(({ result }) => live && setState({ url: new URL(result.url, apiOrigin()).toString(), permissionId: result.permissionId, provider: result.provider, error: '' }))
      .catch((failure: unknown) => live && setState({ url: null, permissionId: '', provider: 'builtin', error: failureText(failure) }));
    return () => { live = false; };
  }, [path]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as { type?: string; values?: Record<string, string> } | null;
      if (data?.type === 'dkp-report-state' && data.values && event.source === frame.current?.contentWindow) setValues(data.values);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);
  return { ...state, values, frame };
}
