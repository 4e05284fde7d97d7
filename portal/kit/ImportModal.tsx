import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useRef, type CSSProperties } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { IMPORT_ACCEPT, type ImportStatus } from '../../shared/kit/import-files.ts';
import { ImportWarningDialog } from './ImportWarningDialog.tsx';
import { useImport, type ImportInput } from './use-import.ts';
import './kit-dialogs.css';

/** Props of {@link ImportModal}. */
export type ImportModalProps = ImportInput;

const statusText = (status: ImportStatus) => ({
  ready: msg('待上传'), uploading: msg('上传中'), done: msg('导入成功'), partial: msg('部分导入'), failed: msg('导入失败'),
})[status];

/**
 * The Excel import (widgets-admin §2, §9): a 600 px dialog to choose .xls/.xlsx files (several
 * at once), listed with their state and a remove button; upload sends each to `url` and
 * reports per file. `onImported` is called after an upload that imported something.
 */
export function ImportModal(props: ImportModalProps) {
  useLocale();
  const state = useImport(props);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <SlDialog label={msg('导入Excel')} open={props.open} className="kit-dialog" style={{ '--width': '600px' } as CSSProperties}
        data-testid="import-dialog" onSlAfterHide={(event) => event.target === event.currentTarget && props.open && props.onClose()}>
        <input ref={input} type="file" multiple accept={IMPORT_ACCEPT} hidden data-testid="import-input"
          onChange={(event) => { state.add(event.target.files ?? []); event.target.value = ''; }} />
        <SlButton size="small" disabled={state.uploading} data-testid="import-choose" onClick={() => input.current?.click()}>
          {msg('选择文件')}
        </SlButton>
        <p className="admin-hint">{msg('支持 .xls 和 .xlsx 格式，可选择多个文件')}</p>
        <ul className="kit-import-files" data-testid="import-files">
          {state.items.map((item) => (
            <li key={item.id} data-testid="import-file" data-status={item.status} data-name={item.file.name}>
              <span className="kit-import-name">{item.file.name}</span>
              <span data-testid="import-file-status">
                {item.status === 'uploading' ? <SlSpinner /> : null} {statusText(item.status)}
              </span>
              <SlButton size="small" variant="text" disabled={state.uploading} data-testid="import-file-remove"
                onClick={() => state.remove(item.id)}>{msg('移除')}</SlButton>
              {item.message ? <span className="kit-import-message" data-testid="import-file-message">{item.message}</span> : null}
            </li>
          ))}
        </ul>
        <SlButton slot="footer" onClick={props.onClose} data-testid="import-cancel">{msg('关闭')}</SlButton>
        <SlButton slot="footer" variant="primary" disabled={!state.canUpload} loading={state.uploading} data-testid="import-upload"
          onClick={() => void state.upload()}>{msg('开始上传')}</SlButton>
      </SlDialog>
      <ImportWarningDialog items={state.partial} onClose={state.closeWarning} />
    </>
  );
}
