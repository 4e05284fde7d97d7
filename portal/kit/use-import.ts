import { msg, str } from '@lit/localize';
import { useEffect, useState } from 'react';
import { failureText, request } from '../../shared/api/index.ts';
import {
  addImportFiles, importFormData, pendingImports, readImportReply, type ImportItem, type ImportOutcome,
} from '../../shared/kit/import-files.ts';
import { notify } from '../components/notify.ts';

/** What the import needs from its page. */
export interface ImportInput {
  open: boolean;
  /** The import URL below the API base, e.g. '/sys/position/importExcel'. */
  url: string;
  /** Form fields sent with each file (widgets-admin §5: isSingleTableImport, foreignKeys, validateStatus). */
  options?: Readonly<Record<string, string>> | undefined;
  /** Called once after an upload in which at least one file was imported, so the list reloads. */
  onImported: () => void;
  onClose: () => void;
}

async function uploadOne(url: string, item: ImportItem, options: ImportInput['options']): Promise<ImportOutcome> {
  try {
    return readImportReply(await request(url, { method: 'POST', body: importFormData(item.file, options), acceptFailure: true }));
  } catch (error) {
    return { status: 'failed', message: failureText(error), errorFile: null };
  }
}

/**
 * The import's files and their uploads (widgets-admin §2, §4, §8): spreadsheets only (others
 * refused with a message), uploaded one by one as `files[]`. A failure warns with the file's
 * name and the server's message; a partial import (code 201) opens the warning with the
 * error-data download; when every file went in, the import says so and closes.
 */
export function useImport({ open, url, options, onImported, onClose }: ImportInput) {
  const [items, setItems] = useState<ImportItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const [partial, setPartial] = useState<ImportItem[]>([]);

  useEffect(() => {
    if (open) {
      setItems([]);
      setPartial([]);
    }
  }, [open]);

  const mark = (id: string, change: Partial<ImportItem>) => setItems((all) => all.map((i) => (i.id === id ? { ...i, ...change } : i)));

  const upload = async () => {
    const pending = pendingImports(items);
    if (!pending.length || uploading) return;
    setUploading(true);
    const done: ImportItem[] = [];
    for (const item of pending) {
      mark(item.id, { status: 'uploading', message: '', errorFile: null });
      const outcome = await uploadOne(url, item, options);
      mark(item.id, outcome);
      done.push({ ...item, ...outcome });
      if (outcome.status === 'failed') notify(msg(str`${item.file.name} 导入失败：${outcome.message || msg('未知错误')}`), 'warning');
    }
    setUploading(false);
    const imported = done.filter((i) => i.status !== 'failed');
    if (imported.length) onImported();
    const partly = done.filter((i) => i.status === 'partial');
    if (partly.length) setPartial(partly);
    else if (imported.length === done.length) {
      notify(imported.length === 1 && imported[0]!.message ? imported[0]!.message : msg('导入成功'), 'success');
      onClose();
    }
  };

  return {
    items,
    uploading,
    /** The files imported with errors whose warning shows; empty when none. */
    partial,
    canUpload: !uploading && pendingImports(items).length > 0,
    add: (files: Iterable<File>) => {
      const { items: next, refused } = addImportFiles(items, files);
      setItems(next);
      if (refused.length) notify(msg(str`只能导入 .xls 或 .xlsx 文件：${refused.join(', ')}`), 'warning');
    },
    remove: (id: string) => setItems((all) => all.filter((i) => i.id !== id)),
    upload,
    closeWarning: () => setPartial([]),
  };
}
