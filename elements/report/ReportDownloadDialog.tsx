import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useEffect, useState } from 'react';
import { failureText, request } from '../../shared/api/index.ts';
import { localized, useLocale } from '../../shared/i18n/index.ts';
import { hasPermission } from '../../shared/permissions/index.ts';
import { REPORT_DOWNLOADS, type ReportFormat } from '../../shared/reports/downloads.ts';
import { $permissions, loadPermissions } from '../../shared/stores/permissions.ts';
import { saveFile } from '../../shared/ui/save-file.ts';

/**
 * The download modal of portal-shell §2.5, 'choose file download format': one button per
 * format the user holds the permission of (the server checks it again), each producing the
 * file on the server with the viewer's filters in force; cancel closes it.
 */
export function ReportDownloadDialog({ path, values, open, onClose }: { path: string; values: Record<string, string>; open: boolean; onClose(): void }) {
  const locale = useLocale();
  const permissions = useStore($permissions);
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const [error, setError] = useState('');
  // On an intranet page nothing else may have asked for the permissions yet (the portal has).
  useEffect(() => {
    if (open && permissions.status === 'idle') loadPermissions().catch(() => undefined);
  }, [open, permissions.status]);
  const allowed = REPORT_DOWNLOADS.filter((d) => permissions.status === 'ready' && hasPermission(d.permission, permissions.value));

  const download = (format: ReportFormat) => {
    setBusy(format);
    setError('');
    request('/reports/download', { query: { path, format, values: JSON.stringify(values) }, as: 'file' })
      .then((file) => { saveFile(file); onClose(); })
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(null));
  };

  return (
    <SlDialog label={msg('选择文件下载格式')} open={open} onSlAfterHide={(event) => { if (event.target === event.currentTarget) onClose(); }} data-testid="download-dialog">
      <div className="download-formats">
        {allowed.map((d) => (
          <SlButton key={d.format} data-format={d.format} loading={busy === d.format} disabled={!!busy && busy !== d.format} onClick={() => download(d.format)}>
            {localized(d.title, locale)}
          </SlButton>
        ))}
      </div>
      {allowed.length === 0 && permissions.status !== 'loading' && <p>{msg('您没有可用的下载格式')}</p>}
      {error && <p className="report-error" role="alert">{error}</p>}
      <SlButton slot="footer" onClick={onClose}>{msg('取消')}</SlButton>
    </SlDialog>
  );
}
