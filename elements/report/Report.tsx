import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import '../shoelace/icon-base.ts';
import { useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session, isSessionLive } from '../../shared/stores/index.ts';
import { FavouriteStar } from '../favourites/FavouriteStar.tsx';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { ReportDownloadDialog } from './ReportDownloadDialog.tsx';
import { useReportFrame } from './use-report-frame.ts';

/** Attributes of `<dkp-report>` and props of {@link Report}. */
export interface ReportProps {
  /** The report page's menu path in the portal, e.g. `/report/history`. */
  path?: string;
}

/**
 * `<dkp-report>` (issue 12): one report page of the portal embedded in any allowed intranet
 * page by its menu path: the viewer (with its filters) in a frame opened by a trusted ticket,
 * the star and the download modal, under the same permissions as in the portal. Signed out,
 * it offers sign-in; a report the user may not open shows the server's words (§8).
 */
export function Report({ path = '' }: ReportProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可查看报表')} />;
  return <SignedInReport path={path} />;
}

function SignedInReport({ path }: { path: string }) {
  const { url, permissionId, provider, error, values, frame } = useReportFrame(path);
  const [downloading, setDownloading] = useState(false);
  if (error) return <p className="dkp-report-error" role="alert" part="error">{error}</p>;
  return (
    <div className="dkp-report" part="report">
      <div className="dkp-report-toolbar" part="toolbar">
        {permissionId ? <FavouriteStar menuId={permissionId} /> : null}
        {provider === 'builtin'
          ? <SlButton size="small" data-testid="report-download" disabled={!url} onClick={() => setDownloading(true)}>{msg('下载')}</SlButton>
          : null}
      </div>
      {url ? <iframe ref={frame} className="dkp-report-frame" part="frame" title={msg('报表')} src={url} />
        : <p className="dkp-report-loading">{msg('报表加载中…')}</p>}
      <ReportDownloadDialog path={path} values={values} open={downloading} onClose={() => setDownloading(false)} />
    </div>
  );
}
