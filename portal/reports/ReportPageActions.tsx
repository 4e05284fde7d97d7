import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { ReportDownloadDialog } from '../../elements/report/index.ts';
import { useStore } from '@nanostores/react';
import { $reportFrames } from '../../shared/reports/report-frames.ts';
import { FavouriteStar } from '../../elements/favourites/index.ts';
import { notify } from '../components/notify.ts';

/**
 * What sits beside a report page's title: the favourite star (portal-shell §4: "the star is
 * shown only on report pages") and the download (§2.5), whose modal offers the formats the
 * user holds.
 */
export function ReportPageActions({ meta, path }: { meta: MenuMeta; path: string }) {
  const [downloading, setDownloading] = useState(false);
  const values = useStore($reportFrames).find((frame) => frame.path === path)?.values ?? {};
  return (
    <>
      <FavouriteStar menuId={meta.id} onRefused={(text) => notify(text, 'danger')} />
      <SlButton size="small" data-testid="report-download" onClick={() => setDownloading(true)}>{msg('下载')}</SlButton>
      <ReportDownloadDialog path={path} values={values} open={downloading} onClose={() => setDownloading(false)} />
    </>
  );
}
