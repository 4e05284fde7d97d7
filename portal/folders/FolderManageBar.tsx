import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import type { Folder } from '../../shared/resources/folder.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { usePendingAction } from '../kit/use-pending-action.ts';
import { folderApi } from './folder-api.ts';
import { useFolderUpload } from './use-folder-upload.ts';
import { FolderNameDialog, type NameRequest } from './FolderNameDialog.tsx';
import { GrantsDialog } from './GrantsDialog.tsx';

/**
 * What who manages a folder does with it: add a subfolder, rename it, delete it (the server
 * refuses a folder that is not empty), its grants, and upload a file into it.
 */
export function FolderManageBar({ folder, space, onTreeChanged, onFilesChanged }: {
  folder: Folder; space: string; onTreeChanged: (chosen?: string | null) => void; onFilesChanged: () => void;
}) {
  const [naming, setNaming] = useState<NameRequest | null>(null);
  const [granting, setGranting] = useState<Folder | null>(null);
  const confirmation = usePendingAction();
  const upload = useFolderUpload(folder.id, onFilesChanged);
  const addChild = () => setNaming({
    label: msg('新建子文件夹'), initial: '',
    save: async (name) => onTreeChanged((await folderApi.add({ name, parentId: folder.id, space })).id),
  });
  const rename = () => setNaming({ label: msg('重命名文件夹'), initial: folder.name, save: async (name) => { await folderApi.rename(folder, name); onTreeChanged(folder.id); } });
  const remove = () => confirmation.ask({
    question: msg(str`确定删除文件夹“${folder.name}”吗？`), danger: true, done: msg('删除成功'),
    run: async () => { await folderApi.remove(folder.id); onTreeChanged(folder.parentId); },
  });
  return (
    <div className="folder-manage" data-testid="folder-manage">
      <SlButton size="small" data-testid="folder-add-child" onClick={addChild}>{msg('新建子文件夹')}</SlButton>
      <SlButton size="small" data-testid="folder-rename" onClick={rename}>{msg('重命名')}</SlButton>
      <SlButton size="small" data-testid="folder-grants" onClick={() => setGranting(folder)}>{msg('权限')}</SlButton>
      <SlButton size="small" loading={upload.busy} data-testid="folder-upload" onClick={() => upload.input.current?.click()}>{msg('上传文件')}</SlButton>
      <input ref={upload.input} type="file" hidden data-testid="folder-upload-input"
        onChange={(event) => { const file = event.target.files?.[0]; if (file) void upload.place(file); }} />
      <SlButton size="small" variant="danger" outline data-testid="folder-delete" onClick={remove}>{msg('删除')}</SlButton>
      <FolderNameDialog request={naming} onDone={() => setNaming(null)} />
      <GrantsDialog folder={granting} onClose={() => setGranting(null)} />
      <ConfirmDialog state={confirmation} testId="folder" />
    </div>
  );
}
