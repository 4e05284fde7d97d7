import { msg, str } from '@lit/localize';
import SlAvatar from '@shoelace-style/shoelace/dist/react/avatar/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useRef, useState } from 'react';
import { fileUrl, IMAGE_UPLOAD_ACCEPT, imageFileProblem, uploadFile, type UploadOutcome } from '../../shared/kit/file-upload.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from '../../shared/schemas/upload.ts';

/** Where the upload of the field stands; 'idle' before any in this dialog. */
type UploadState = { status: 'idle' } | { status: 'uploading' } | UploadOutcome;

/** What an {@link ImageUploadField} gets. */
export interface ImageUploadFieldProps {
  label: string;
  /** The stored path (or an http(s) address), '' for none. */
  value: string;
  /** The folder the server keeps the file in (`biz`). */
  biz: string;
  /** `<id>-preview`, `-input`, `-upload`, `-remove`, `-status` inside. */
  id: string;
  required?: boolean;
  /** Called with the new path once the upload is done, or '' when removed. */
  onChange: (value: string) => void;
}

/**
 * An image field of a kit form (widgets-admin §3 "Uploaded value", §4 "Upload"): the current
 * image as a thumbnail (a person's outline when there is none or it cannot be loaded), a
 * button to upload one (PNG, JPEG, GIF or WebP, at most 2 MB: checked here, then by the
 * server) and one to remove it. An upload is uploading, then done or error: the value changes
 * only when it is done; an error shows the server's message ('未知错误' when it gave none).
 */
export function ImageUploadField({ label, value, biz, id, required, onChange }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  // A dialog closed mid-upload drops the answer.
  useEffect(() => () => running.current?.abort(), []);

  async function upload(file: File) {
    const problem = imageFileProblem(file);
    if (problem) {
      const limit = IMAGE_UPLOAD_MAX_BYTES / 2 ** 20;
      setState({ status: 'error', message: problem === 'type' ? msg('只能上传 PNG、JPEG、GIF 或 WebP 格式的图片') : msg(str`图片不能超过 ${limit} MB`) });
      return;
    }
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'uploading' });
    let outcome: UploadOutcome;
    try {
      outcome = await uploadFile(file, biz, controller.signal);
    } catch {
      return; // Aborted: the field is gone or another file was chosen.
    }
    if (controller.signal.aborted) return;
    running.current = null;
    setState(outcome);
    if (outcome.status === 'done') onChange(outcome.path);
  }

  const uploading = state.status === 'uploading';
  const src = fileUrl(value);
  return (
    <div className="kit-image-field" role="group" aria-label={label} data-testid={id}>
      <span className="kit-image-label">{label}{required ? <span className="kit-image-required" aria-hidden="true"> *</span> : null}</span>
      <div className="kit-image-body">
        <SlAvatar className="kit-image-preview" image={src} label={label} shape="rounded" data-testid={`${id}-preview`} data-src={src} />
        <div className="kit-image-actions">
          <input ref={input} type="file" accept={IMAGE_UPLOAD_ACCEPT} hidden data-testid={`${id}-input`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void upload(file);
            }} />
          <SlButton disabled={uploading} data-testid={`${id}-upload`} onClick={() => input.current?.click()}>
            {value ? msg('更换') : msg('点击上传')}
          </SlButton>
          {value ? (
            <SlButton variant="text" disabled={uploading} data-testid={`${id}-remove`}
              onClick={() => { setState({ status: 'idle' }); onChange(''); }}>
              {msg('删除')}
            </SlButton>
          ) : null}
        </div>
      </div>
      <div className="kit-image-status" data-testid={`${id}-status`} data-status={state.status} aria-live="polite"
        role={state.status === 'error' ? 'alert' : undefined}>
        {state.status === 'uploading' ? <><SlSpinner /> {msg('上传中')}</> : null}
        {state.status === 'done' ? msg('上传完成') : null}
        {state.status === 'error' ? msg(str`上传失败：${state.message || msg('未知错误')}`) : null}
      </div>
    </div>
  );
}
