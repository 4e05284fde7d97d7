import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import { UploadPopup, type UploadedFile } from '../../elements/file-upload/index.ts';
import { fileSize } from '../folders/file-preview.ts';
import type { FormFile } from './form-config.ts';

/** The upload folder of an `attachments` field that names none. */
export const ATTACHMENTS_BIZ = 'attachments';

/** What an {@link AttachmentsField} gets. */
export interface AttachmentsFieldProps {
  label: string;
  required?: boolean;
  /** The files attached so far, in order. */
  value: readonly FormFile[];
  /** The folder the server keeps uploads in (`biz`). */
  biz: string;
  /** `<id>-file` (each listed file), `-file-name`, `-file-size`, `-file-remove`, `-add`, `-popup…` inside. */
  id: string;
  /** Most files it holds (the definition's `maxItems`); the add button is off at it. */
  max?: number;
  helpText?: string;
  onChange: (value: FormFile[]) => void;
}

/**
 * The kit's form widget `attachments` (issue 24 "Attachments and files"): the files attached,
 * each by its whole name, its size when known and a remove button; 上传附件 opens the upload
 * popup of `<dkp-file-upload>` (520 × 200, widgets-admin §2; documents as well as images), and
 * what it uploaded is appended as `/sys/common/file/<path>` with its size. The server checks
 * each file again: its author must be able to download it (server/modules/content/article-attachments.ts).
 */
export function AttachmentsField({ label, required, value, biz, id, max, helpText, onChange }: AttachmentsFieldProps) {
  const [open, setOpen] = useState(false);
  const full = max !== undefined && value.length >= max;
  const added = (files: UploadedFile[]) => {
    setOpen(false);
    const next = [...value, ...files.map((file) => ({ name: file.name, url: file.url, size: file.size }))];
    onChange(max === undefined ? next : next.slice(0, max));
  };
  return (
    <div className="kit-attachments" role="group" aria-label={label} data-testid={id}>
      <span className="kit-image-label">{label}{required ? <span className="kit-image-required" aria-hidden="true"> *</span> : null}</span>
      {value.length ? (
        <ul className="kit-attachments-list" data-testid={`${id}-files`}>
          {value.map((file, index) => (
            <li key={`${index}:${file.url}`} data-testid={`${id}-file`}>
              <span className="kit-attachments-name" title={file.name} data-testid={`${id}-file-name`}>{file.name}</span>
              {file.size !== undefined ? <span className="kit-attachments-size" data-testid={`${id}-file-size`}>{fileSize(file.size)}</span> : null}
              <button type="button" className="kit-attachments-remove" aria-label={msg(str`移除 ${file.name}`)} data-testid={`${id}-file-remove`}
                onClick={() => onChange(value.filter((_, at) => at !== index))}>×</button>
            </li>
          ))}
        </ul>
      ) : <div className="kit-attachments-none" data-testid={`${id}-none`}>{msg('暂无附件')}</div>}
      <SlButton size="small" disabled={full} onClick={() => setOpen(true)} data-testid={`${id}-add`}>{msg('上传附件')}</SlButton>
      {helpText ? <div className="kit-code-help">{helpText}</div> : null}
      {/* Mounted only while open: a closed dialog inside the form's dialog would still be one of its panels to whoever looks for them. */}
      {open ? <UploadPopup open biz={biz} multiple onConfirm={added} onCancel={() => setOpen(false)} testId={`${id}-popup`} /> : null}
    </div>
  );
}
