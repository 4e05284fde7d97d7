import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadFile } from '../../shared/kit/file-upload.ts';
import { UPLOAD_PATHS } from '../../shared/schemas/upload.ts';

/** One file of the popup (widgets-admin §3 "Uploaded value": name, type, size, status, percent, path, url, message). */
export interface UploadItem {
  /** Tells items apart (two files may share a name). */
  key: number;
  name: string;
  type: string;
  size: number;
  status: 'uploading' | 'done' | 'error';
  /** 0–100 while uploading. */
  percent: number;
  /** The stored path, once done. */
  path: string;
  /** Where the stored file is read, once done: `/sys/common/file/<path>` below the API (what `<dkp-file-preview src>` takes). */
  url: string;
  /** The stored file's id, once done. */
  id: string;
  /** Why it failed: the server's localised refusal, or '' (the popup says 'unknown error'). */
  message: string;
}

/**
 * The uploads of one popup: each chosen file is sent at once to `/sys/common/upload` in `biz`,
 * its progress and outcome kept; removing one forgets it (and stops it if still going).
 */
export function useUploads(biz: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const next = useRef(0);
  const running = useRef(new Map<number, AbortController>());
  const update = (key: number, change: Partial<UploadItem>) => setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback((files: readonly File[]) => {
    for (const file of files) {
      const key = next.current++;
      const abort = new AbortController();
      running.current.set(key, abort);
      setItems((all) => [...all, { key, name: file.name, type: file.type, size: file.size, status: 'uploading', percent: 0, path: '', url: '', id: '', message: '' }]);
      uploadFile(file, biz, abort.signal, (sent, total) => update(key, { percent: Math.min(99, Math.floor((sent / total) * 100)) }))
        .then((outcome) => update(key, outcome.status === 'done'
          ? { status: 'done', percent: 100, path: outcome.path, url: `${UPLOAD_PATHS.file}/${outcome.path}`, id: outcome.id ?? '' }
          : { status: 'error', message: outcome.message }))
        .catch(() => undefined)
        .finally(() => running.current.delete(key));
    }
  }, [biz]);

  const remove = useCallback((key: number) => {
    running.current.get(key)?.abort();
    setItems((all) => all.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => {
    for (const abort of running.current.values()) abort.abort();
    running.current.clear();
    setItems([]);
  }, []);
  useEffect(() => clear, [clear]);

  return { items, add, remove, clear };
}
