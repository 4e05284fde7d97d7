import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { shortFileName } from '../../shared/kit/file-upload.ts';
import { useElementHost, useEmit } from '../define/element-host.ts';
import { isOn } from '../pickers/flag.ts';
import { UploadPopup, type UploadedFile } from './UploadPopup.tsx';

/** The upload folder when none is given (JeecgBoot's `temp`). */
export const DEFAULT_UPLOAD_BIZ = 'temp';

/** Props of {@link FileUpload} (the attributes of `<dkp-file-upload>`, and a React host's handler). */
export interface FileUploadProps {
  /** The stored paths, comma-joined (widgets-admin §3 "Stored value is the path string"). */
  value?: string;
  /** The upload folder; `temp` by default. */
  biz?: string;
  /** One file only (each upload replaces it). */
  single?: boolean | string;
  /** The button's text; '上传文件' by default. */
  text?: string;
  disabled?: boolean | string;
  /** The popup's result when the user confirms it: the files uploaded in it. */
  onUploaded?: (files: UploadedFile[]) => void;
  onChange?: (value: string) => void;
  testId?: string;
}

const pathsOf = (value: string) => value.split(',').map((p) => p.trim()).filter(Boolean);
/** A stored path's name when no upload of this page named it: its last segment (widgets-admin §3). */
const lastSegment = (path: string) => path.split('/').filter(Boolean).at(-1) ?? path;

/**
 * `<dkp-file-upload>`: a field of uploaded files (widgets-admin §2 "File upload popup"): its
 * files listed with their names shortened to 5 characters, a button opening the 520 × 200
 * popup, and a remove button per file. The value is the stored paths, comma-joined; each change
 * writes `value` back and emits `dkp-change` (`value`, and the names as `text`).
 */
export function FileUpload({ value = '', biz, single, text, disabled, onUploaded, onChange, testId = 'file-upload' }: FileUploadProps) {
  useLocale();
  const [paths, setPaths] = useState(() => pathsOf(value));
  const [names, setNames] = useState<Record<string, string>>({});
  const [open, setOpen] = useState(false);
  useEffect(() => setPaths(pathsOf(value)), [value]);
  const host = useElementHost();
  const emit = useEmit();
  const nameOf = (path: string) => names[path] ?? lastSegment(path);

  const change = (next: string[], known: Record<string, string>) => {
    setPaths(next);
    const joined = next.join(',');
    host?.setAttribute('value', joined);
    onChange?.(joined);
    emit('dkp-change', { value: joined, text: next.map((p) => known[p] ?? lastSegment(p)).join(',') });
  };
  const uploaded = (files: UploadedFile[]) => {
    setOpen(false);
    const known = { ...names, ...Object.fromEntries(files.map((f) => [f.path, f.name])) };
    setNames(known);
    onUploaded?.(files);
    change(isOn(single) ? files.slice(-1).map((f) => f.path) : [...paths, ...files.map((f) => f.path)], known);
  };

  return (
    <div className="dkp-file-upload" part="field" data-testid={testId}>
      <ul className="dkp-upload-list" data-testid={`${testId}-files`}>
        {paths.map((path) => (
          <li key={path} data-testid={`${testId}-file`}>
            <span className="dkp-upload-name" title={nameOf(path)}>{shortFileName(nameOf(path))}</span>
            {isOn(disabled) ? null : (
              <button type="button" className="dkp-upload-remove" aria-label={msg(str`移除 ${nameOf(path)}`)} data-testid={`${testId}-file-remove`}
                onClick={() => change(paths.filter((p) => p !== path), names)}>×</button>
            )}
          </li>
        ))}
      </ul>
      <SlButton size="small" disabled={isOn(disabled)} onClick={() => setOpen(true)} data-testid={`${testId}-open`}>{text?.trim() || msg('上传文件')}</SlButton>
      <UploadPopup open={open} biz={biz?.trim() || DEFAULT_UPLOAD_BIZ} multiple={!isOn(single)} onConfirm={uploaded} onCancel={() => setOpen(false)} testId={`${testId}-popup`} />
    </div>
  );
}
