import { msg } from '@lit/localize';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { Link } from 'react-router';
import type { Article } from '../../shared/resources/article.ts';
import { formatDateTime } from '../../shared/format/index.ts';

/** One article of a channel's list: cover, title (opens it), summary, release time, pinned mark. */
export function ArticleCard({ article, href }: { article: Article; href: string }) {
  return (
    <article className="article-card" data-testid="article-card">
      {article.cover ? <img className="article-cover" src={article.cover} alt="" loading="lazy" /> : null}
      <div className="article-text">
        <Link className="article-title" to={href} data-testid="article-title">
          {article.pinned ? <SlTag size="small" variant="danger" data-testid="article-pinned">{msg('置顶')}</SlTag> : null}
          <span>{article.title}</span>
        </Link>
        {article.summary ? <p className="article-summary">{article.summary}</p> : null}
        <div className="article-meta">
          {article.releaseTime ? <time>{formatDateTime(article.releaseTime)}</time> : null}
          {article.author ? <span>{article.author}</span> : null}
        </div>
      </div>
    </article>
  );
}
