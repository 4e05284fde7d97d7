import { useCallback, useEffect, useState } from 'react';
import { VIEWER_SESSION_HEADER, type ViewerAnswer } from '../../shared/reports/viewer-api.ts';
import { $locale } from '../../shared/stores/index.ts';

/** What the viewer shows: the last answer, the error of the last run, and whether one runs. */
export interface ViewerRun {
  answer: ViewerAnswer | null;
  error: string;
  loading: boolean;
  run(values: Record<string, string>): void;
}

const API_BASE = import.meta.env.VITE_DKP_API_BASE || '/api';

/**
 * Runs the report of the page's viewer session with the filters' values, and tells the frame's
 * parent the values in force (`dkp-report-state`), so the portal's downloads use the same.
 */
export function useViewerRun(token: string): ViewerRun {
  const [answer, setAnswer] = useState<ViewerAnswer | null>(null);
  const [error, setError] = useState('');
  const [loading, setLoading] = useState(false);
  const run = useCallback((values: Record<string, string>) => {
    setLoading(true);
    fetch(`${API_BASE}/reports/viewer/run`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [VIEWER_SESSION_HEADER]: token, 'X-Locale': $locale.get() },
      body: JSON.stringify({ values }),
    })
      .then(async (response) => {
        const body = (await response.json()) as { success: boolean; message: string; result: ViewerAnswer };
        if (!body.success) throw new Error(body.message);
        setAnswer(body.result);
        setError('');
        window.parent?.postMessage({ type: 'dkp-report-state', code: body.result.report.code, values }, '*');
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)))
      .finally(() => setLoading(false));
  }, [token]);
  useEffect(() => run({}), [run]);
  return { answer, error, loading, run };
}
