import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { dataProviderFor } from '../../shared/kit/index.ts';
import { createFetcherStore } from '../../shared/kit/query-client.ts';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/format/index.ts';
import { articleResource, type Article } from '../../shared/resources/article.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { Comments } from '../../elements/comments/index.ts';
import { FilePreviewDialog, storedFilePath } from '../../elements/file-preview/index.ts';
import { fileSize } from '../folders/file-preview.ts';

/**
 * One article as its reader opens it (issue 24 "detail"): title, release time, author, views,
 * the body (sanitised by the server on the way in and out), attachments, its message board. An article the reader
 * may not see, or one gone, answers 404: said as such, with the way back.
 */
export function ArticleDetail({ id, back }: { id: string; back: string }) {
  const store = useMemo(() => createFetcherStore<Article>(['article-detail', id], {
    fetcher: async () => (await dataProviderFor(articleResource).getOne({ id })).data,
  }), [id]);
  const { data: article, error, loading } = useStore(store);
  const [previewed, setPreviewed] = useState<Article['attachments'][number] | null>(null);
  const backLink = <Link to={back} className="article-back" data-testid="article-back">{msg('返回列表')}</Link>;
  if (error) return <EmptyState title={msg('文章不存在或您无权查看')} testId="article-missing">{backLink}</EmptyState>;
  if (loading || !article) return <div className="article-loading" aria-busy="true" />;
  return (
    <article className="article-detail" data-testid="article-detail">
      {backLink}
      <h2 className="article-detail-title" data-testid="article-detail-title">{article.title}</h2>
      <div className="article-meta">
        {article.releaseTime ? <time>{formatDateTime(article.releaseTime)}</time> : null}
        {article.author ? <span>{article.author}</span> : null}
        <span data-testid="article-views">{msg(str`阅读 ${article.viewCount}`)}</span>
      </div>
      {/* The server keeps the body to its allowlist (server/lib/rich-text) when it is written and again when it is read. */}
      <div className="article-body" data-testid="article-body" dangerouslySetInnerHTML={{ __html: article.body }} />
      {article.attachments.length ? (
        <ul className="article-files" aria-label={msg('附件')}>
          {article.attachments.map((file: Article['attachments'][number]) => (
            <li key={file.url}>
              {/* A file of our store opens in the preview (its download is there); another site's is a plain link. */}
              {storedFilePath(file.url) ? (
                <button type="button" className="article-file" data-testid="article-file" onClick={() => setPreviewed(file)}>{file.name}</button>
              ) : <a href={file.url} target="_blank" rel="noopener noreferrer" data-testid="article-file-link">{file.name}</a>}
              {/* The server's size of a stored file (another site's has none). */}
              {file.size !== undefined ? <span className="article-file-size" data-testid="article-file-size">{fileSize(file.size)}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <FilePreviewDialog file={previewed ? { src: previewed.url, name: previewed.name } : null} onClose={() => setPreviewed(null)} testId="article-file-preview" />
      {/* Each article's board (issue 24): keyed by the article's id. */}
      <div className="article-comments"><Comments pageKey={article.id} /></div>
    </article>
  );
}
