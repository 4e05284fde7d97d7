import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { Comments } from '../../elements/comments/index.ts';
import { $activeReport, $reportFrames, disposeReports, noteReportValues } from '../../shared/reports/report-frames.ts';
import { $tabs } from '../../shared/stores/tabs.ts';
import './reports.css';

/**
 * The dashboard container of portal-shell §2.5, beside the routed view: one frame per report
 * route opened, the active one shown and the others hidden (their filters and scroll kept),
 * all hidden on other routes. With tabs, closing a report's tab disposes its viewer; without
 * them (phones), only the viewer on show is kept. Under the report on show, its message board.
 */
export function ReportDashboard({ tabbed }: { tabbed: boolean }) {
  const frames = useStore($reportFrames);
  const active = useStore($activeReport);
  const tabs = useStore($tabs);
  const elements = useRef(new Map<string, HTMLIFrameElement>());

  useEffect(() => {
    if (tabbed && tabs.length > 0) disposeReports((frame) => !tabs.some((tab) => tab.path === frame.path));
  }, [tabbed, tabs]);
  useEffect(() => {
    if (!tabbed && active) disposeReports((frame) => frame.path !== active);
  }, [tabbed, active]);
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const data = event.data as { type?: string; values?: Record<string, string> } | null;
      if (data?.type !== 'dkp-report-state' || !data.values) return;
      for (const [path, element] of elements.current) if (element.contentWindow === event.source) noteReportValues(path, data.values);
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, []);

  return (
    <div className="report-dashboard" hidden={!active} data-testid="report-dashboard">
      {frames.map((frame) => (
        <div key={frame.path} className="report-frame" hidden={frame.path !== active} data-path={frame.path}>
          {frame.error ? <p className="report-error" role="alert">{frame.error}</p>
            : frame.url ? (
              <iframe
                title={msg('报表')}
                src={frame.url}
                ref={(element) => { if (element) elements.current.set(frame.path, element); else elements.current.delete(frame.path); }}
              />
            ) : <p className="report-loading">{msg('报表加载中…')}</p>}
        </div>
      ))}
      {/* The board of the report on show (issue 24, 报表留言): its page key is the report page's path, without the filters of its query. */}
      {active ? <div className="report-comments" data-testid="report-comments"><Comments key={boardKey(active)} pageKey={boardKey(active)} /></div> : null}
    </div>
  );
}

/** A report page's board key: its menu path, less any query. */
export const boardKey = (path: string) => path.split('?')[0]!;
