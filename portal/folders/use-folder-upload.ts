import { msg, str } from '@lit/localize';
import { useRef, useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { uploadFile } from '../../shared/kit/file-upload.ts';
import { notify } from '../components/notify.ts';
import { folderApi } from './folder-api.ts';

/** Uploads a file through the common upload and places it in `folderId`; says how it went. */
export function useFolderUpload(folderId: string, onPlaced: () => void) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const place = async (file: File) => {
    setBusy(true);
    try {
      const outcome = await uploadFile(file, 'folders');
      if (outcome.status === 'error') throw new Error(outcome.message || msg(str`${file.name} 上传失败.`));
      await folderApi.addFile(folderId, outcome.path, file.name.replace(/\.[^.]+$/, ''));
      notify(msg('文件添加成功'), 'success');
      onPlaced();
    } catch (error) {
      notify(error instanceof Error && !('kind' in error) ? error.message : failureText(error), 'danger');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return { input, busy, place };
}
