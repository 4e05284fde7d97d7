import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../shared/api/index.ts';
import { formatDateTime } from '../../shared/format/index.ts';
import { FOLDER_LEVELS, type FolderContents as Contents, type FolderFile } from '../../shared/resources/folder.ts';
import { saveFile } from '../../shared/ui/save-file.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { notify } from '../components/notify.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { usePendingAction } from '../kit/use-pending-action.ts';
import { FilePreviewDialog } from '../../elements/file-preview/index.ts';
import { folderApi, type FolderNode } from './folder-api.ts';
import { fileSize, previewable, previewTarget } from './file-preview.ts';
import { levelTexts } from './folder-texts.ts';
import { FolderManageBar } from './FolderManageBar.tsx';

/**
 * The right side of 知识库 and 公共资源: the chosen folder's articles (knowledge) and files, a
 * search within it and the folders below, preview for viewable, download for downloadable, and
 * for manageable the folder's own actions ({@link FolderManageBar}) and deleting a file.
 */
export function FolderContents({ folder, space, articleHref, onTreeChanged }: {
  folder: FolderNode; space: string; articleHref: (id: string) => string; onTreeChanged: (chosen?: string | null) => void;
}) {
  const [key, setKey] = useState('');
  const [applied, setApplied] = useState('');
  const [contents, setContents] = useState<Contents | { error: string } | null>(null);
  const [round, setRound] = useState(0);
  const [previewed, setPreviewed] = useState<FolderFile | null>(null);
  const confirmation = usePendingAction();
  useEffect(() => {
    let current = true;
    setContents(null);
    folderApi.contents(folder.id, applied).then((found) => current && setContents(found), (error: unknown) => current && setContents({ error: failureText(error) }));
    return () => { current = false; };
  }, [folder.id, applied, round]);
  useEffect(() => { setKey(''); setApplied(''); }, [folder.id]);
  const refresh = () => setRound((n) => n + 1);
  const level = folder.level;
  const failed = (error: unknown) => notify(msg(str`操作失败：${failureText(error)}`), 'danger');
  const download = (file: FolderFile) => folderApi.file(file, 'download').then(saveFile, failed);
  const removeFile = (file: FolderFile) => confirmation.ask({
    question: msg(str`确定删除文件“${file.title}”吗？`), danger: true, done: msg('文件删除成功'),
    run: async () => { await folderApi.removeFile(file.id); refresh(); },
  });
  const levelName = levelTexts().find(([n]) => n === level)?.[1] ?? '';

  return (
    <section className="folder-contents" data-testid="folder-contents" aria-label={folder.name}>
      <header className="folder-head">
        <h2 className="folder-title" data-testid="folder-title">{folder.name}</h2>
        <span className="folder-level" data-testid="folder-level">{levelName}</span>
      </header>
      {level >= FOLDER_LEVELS.manage ? <FolderManageBar folder={folder} space={space} onTreeChanged={onTreeChanged} onFilesChanged={refresh} /> : null}
      <form className="folder-search" role="search" onSubmit={(event) => { event.preventDefault(); setApplied(key.trim()); }}>
        <input type="search" value={key} maxLength={50} aria-label={msg('在此文件夹中搜索')} placeholder={msg('在此文件夹中搜索')}
          data-testid="folder-search" onChange={(event) => setKey(event.target.value)} />
        <SlButton size="small" type="submit" data-testid="folder-search-go">{msg('搜索')}</SlButton>
      </form>
      {!contents ? <div className="article-loading" aria-busy="true" /> : null}
      {contents && 'error' in contents ? <p role="alert">{contents.error}</p> : null}
      {contents && !('error' in contents) ? (
        <>
          {space === 'knowledge' ? (
            <div className="folder-articles" data-testid="folder-articles">
              <h3>{msg('文章')}</h3>
              {contents.articles.length === 0 ? <EmptyState title={applied ? msg('没有找到匹配的文章') : msg('暂无文章')} testId="folder-articles-empty" /> : null}
              <ul>
                {contents.articles.map((article) => (
                  <li key={article.id} className="folder-article" data-testid="folder-article">
                    <Link to={articleHref(article.id)}>{article.title}</Link>
                    <p className="article-summary">{article.summary}</p>
                    <div className="article-meta">{article.releaseTime ? <time>{formatDateTime(article.releaseTime)}</time> : null}<span>{article.author}</span></div>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="folder-files" data-testid="folder-files">
            <h3>{msg('文件')}</h3>
            {contents.files.length === 0 ? <EmptyState title={applied ? msg('没有找到匹配的文件') : msg('暂无文件')} testId="folder-files-empty" /> : null}
            <ul>
              {contents.files.map((file) => (
                <li key={file.id} className="folder-file" data-testid="folder-file" data-title={file.title}>
                  <div className="folder-file-text">
                    <span className="folder-file-title">{file.title}</span>
                    <span className="article-meta">{fileSize(file.size)} · {file.uploaderName} · {formatDateTime(file.createTime)}</span>
                  </div>
                  <div className="folder-file-actions">
                    {previewable(file) ? <SlButton size="small" data-testid="file-preview-button" onClick={() => setPreviewed(file)}>{msg('预览')}</SlButton> : null}
                    {level >= FOLDER_LEVELS.download ? <SlButton size="small" data-testid="file-download" onClick={() => void download(file)}>{msg('下载')}</SlButton> : null}
                    {level >= FOLDER_LEVELS.manage ? <SlButton size="small" variant="danger" outline data-testid="file-delete" onClick={() => removeFile(file)}>{msg('删除')}</SlButton> : null}
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </>
      ) : null}
      <FilePreviewDialog file={previewed && previewTarget(previewed, level >= FOLDER_LEVELS.download)} onClose={() => setPreviewed(null)} testId="file-preview" />
      <ConfirmDialog state={confirmation} testId="folder-file" />
    </section>
  );
}
