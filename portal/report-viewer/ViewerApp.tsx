import { msg, str } from '@lit/localize';
import { useLocale } from '../../shared/i18n/index.ts';
import { ViewerFigure } from './ViewerFigure.tsx';
import { ViewerFilters } from './ViewerFilters.tsx';
import { useViewerRun } from './use-viewer-run.ts';

/** The viewer: the report's title, its filters, and its chart, figure or table. */
export function ViewerApp({ token }: { token: string }) {
  useLocale();
  const { answer, error, loading, run } = useViewerRun(token);
  if (!answer) {
    return error ? <p className="viewer-error" role="alert">{error}</p> : <p className="viewer-loading">{msg('加载中…')}</p>;
  }
  const { report, result } = answer;
  return (
    <main className="viewer" aria-busy={loading}>
      <h1 className="viewer-title">{report.title[report.locale]}</h1>
      <ViewerFilters params={report.params} locale={report.locale} disabled={loading} onRun={run} />
      {error && <p className="viewer-error" role="alert">{error}</p>}
      <ViewerFigure report={report} result={result} />
      {result.truncated && <p className="viewer-note">{msg(str`仅显示前 ${result.rows.length} 行`)}</p>}
    </main>
  );
}
