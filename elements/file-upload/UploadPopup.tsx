import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useRef, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { shortFileName } from '../../shared/kit/file-upload.ts';
import { useUploads, type UploadItem } from './use-uploads.ts';

/** The popup's size (widgets-admin §9 "file popup 520x200"): its width (file-upload.css, all of a phone's), and its body's height. */
export const UPLOAD_POPUP_WIDTH = 520;
export const UPLOAD_POPUP_HEIGHT = 200;

/** What the popup gives back for each uploaded file (widgets-admin §3 "Popup result: name, url, path, status done, id"; and its size in bytes). */
export interface UploadedFile {
  name: string;
  url: string;
  path: string;
  status: 'done';
  id: string;
  size: number;
}

/** Props of {@link UploadPopup}. */
export interface UploadPopupProps {
  open: boolean;
  /** The upload folder (`biz`). */
  biz: string;
  multiple: boolean;
  onConfirm(files: UploadedFile[]): void;
  onCancel(): void;
  testId: string;
}

/** The status of one file as the list says it (widgets-admin §2 "uploading (n%)", "upload complete"). */
function statusText(item: UploadItem): string {
  if (item.status === 'uploading') return msg(str`上传中 (${item.percent}%)`);
  if (item.status === 'done') return msg('上传完成');
  return item.message || msg('未知错误');
}

/**
 * The file upload popup (widgets-admin §2 "Upload and import", 520 × 200): files chosen are
 * uploaded at once, each with its progress, then done or failed with the server's reason;
 * names shortened to 5 characters. OK with no file uploaded says '未上传任何文件' and stays;
 * OK gives the uploaded files and closes; cancel forgets them.
 */
export function UploadPopup({ open, biz, multiple, onConfirm, onCancel, testId }: UploadPopupProps) {
  useLocale();
  const { items, add, remove, clear } = useUploads(biz);
  const [warning, setWarning] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const failed = items.filter((item) => item.status === 'error');

  const choose = (files: FileList | null) => {
    setWarning('');
    const chosen = [...(files ?? [])];
    if (!multiple) for (const item of items) remove(item.key);
    add(multiple ? chosen : chosen.slice(0, 1));
    if (input.current) input.current.value = '';
  };
  const confirm = () => {
    if (items.some((item) => item.status === 'uploading')) return setWarning(msg('文件正在上传，请稍候'));
    const done = items.filter((item) => item.status === 'done');
    if (done.length === 0) return setWarning(msg('未上传任何文件'));
    onConfirm(done.map(({ name, url, path, id, size }) => ({ name, url, path, id, size, status: 'done' })));
    clear();
    setWarning('');
  };
  const cancel = () => {
    clear();
    setWarning('');
    onCancel();
  };

  return (
    <SlDialog className="dkp-upload-popup" label={msg('文件上传')} open={open} data-testid={testId}
      onSlRequestClose={(event) => { if (event.target === event.currentTarget) { event.preventDefault(); cancel(); } }}>
      <div className="dkp-upload-body" style={{ height: UPLOAD_POPUP_HEIGHT }} data-testid={`${testId}-body`}
        onDragOver={(event) => event.preventDefault()} onDrop={(event) => { event.preventDefault(); choose(event.dataTransfer.files); }}>
        <input ref={input} type="file" hidden multiple={multiple} data-testid={`${testId}-input`} onChange={(event) => choose(event.currentTarget.files)} />
        <SlButton size="small" onClick={() => input.current?.click()} data-testid={`${testId}-choose`}>{msg('选择文件')}</SlButton>
        <span className="dkp-upload-hint">{msg('或把文件拖到这里')}</span>
        <ul className="dkp-upload-list" data-testid={`${testId}-list`}>
          {items.map((item) => (
            <li key={item.key} data-status={item.status} data-testid={`${testId}-item`}>
              <span className="dkp-upload-name" title={item.name} data-testid={`${testId}-name`}>{shortFileName(item.name)}</span>
              {item.status === 'uploading' ? <progress max={100} value={item.percent} /> : null}
              <span className={`dkp-upload-status dkp-upload-${item.status}`} data-testid={`${testId}-status`}>{statusText(item)}</span>
              <button type="button" className="dkp-upload-remove" aria-label={msg(str`移除 ${item.name}`)} onClick={() => remove(item.key)} data-testid={`${testId}-remove`}>×</button>
            </li>
          ))}
        </ul>
      </div>
      {failed.length > 0 || warning ? (
        <div className="dkp-upload-warning" role="alert" data-testid={`${testId}-warning`}>
          {warning || failed.map((item) => msg(str`${item.name} 上传失败.`)).join(' ')}
        </div>
      ) : null}
      <SlButton slot="footer" onClick={cancel} data-testid={`${testId}-cancel`}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" onClick={confirm} data-testid={`${testId}-ok`}>{msg('确定')}</SlButton>
    </SlDialog>
  );
}
