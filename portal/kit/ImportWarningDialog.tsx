import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { apiConfig, failureText, request } from '../../shared/api/index.ts';
import type { ErrorFile, ImportItem } from '../../shared/kit/import-files.ts';
import { notify } from '../components/notify.ts';
import { saveFile } from '../../shared/ui/save-file.ts';

const isAbsolute = (url: string) => /^https?:\/\//i.test(url);

/** The error-data file: a plain link when absolute, else fetched through the API client (with the session's token). */
function ErrorFileLink({ file }: { file: ErrorFile }) {
  const href = isAbsolute(file.url) ? file.url : `${apiConfig().baseUrl}${file.url}`;
  return (
    <a href={href} download={file.name} target="_blank" rel="noopener noreferrer" data-testid="import-error-file"
      onClick={(event) => {
        if (isAbsolute(file.url)) return;
        event.preventDefault();
        request(file.url, { as: 'file' }).then((downloaded) => saveFile({ ...downloaded, fileName: file.name }))
          .catch((error: unknown) => notify(failureText(error), 'danger'));
      }}>
      {msg('下载错误数据')}
    </a>
  );
}

/**
 * The warning of an import whose good rows went in while some rows were wrong (widgets-admin
 * §8: code 201 'Import succeeded, but there is some error data!'), with the server's message
 * and the download of the error data for each such file.
 */
export function ImportWarningDialog({ items, onClose }: { items: readonly ImportItem[]; onClose: () => void }) {
  const open = items.length > 0;
  return (
    <SlDialog label={msg('导入成功，但有部分数据有误！')} open={open} data-testid="import-warning"
      onSlAfterHide={(event) => event.target === event.currentTarget && open && onClose()}>
      <ul className="kit-import-files">
        {items.map((item) => (
          <li key={item.id} data-testid="import-warning-file">
            <span className="kit-import-name">{item.file.name}</span>
            {item.errorFile ? <ErrorFileLink file={item.errorFile} /> : null}
            {item.message ? <span className="kit-import-message" data-testid="import-warning-message">{item.message}</span> : null}
          </li>
        ))}
      </ul>
      <SlButton slot="footer" variant="primary" onClick={onClose} data-testid="import-warning-ok">{msg('确定')}</SlButton>
    </SlDialog>
  );
}
