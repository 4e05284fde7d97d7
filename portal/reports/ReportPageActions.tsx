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
 * user holds; a Tableau view has none (its own toolbar downloads).
 */
export function ReportPageActions({ meta, path }: { meta: MenuMeta; path: string }) {
  const [downloading, setDownloading] = useState(false);
  const shown = useStore($reportFrames).find((frame) => frame.path === path);
  return (
    <>
      <FavouriteStar menuId={meta.id} onRefused={(text) => notify(text, 'danger')} />
      {shown?.provider !== 'builtin' ? null : (
        <>
          <SlButton size="small" data-testid="report-download" onClick={() => setDownloading(true)}>{msg('下载')}</SlButton>
          <ReportDownloadDialog path={path} values={shown?.values ?? {}} open={downloading} onClose={() => setDownloading(false)} />
        </>
      )}
    </>
  );
}
