import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useEffect, useState, type MouseEvent } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { formatDateTime } from '../../shared/format/index.ts';
import { useLocale } from '../../shared/i18n/index.ts';
import { $session, isSessionLive } from '../../shared/stores/session.ts';
import { SignInPrompt } from '../sign-in/SignInPrompt.tsx';
import { articleHref, clampLimit, fetchLatestArticles, portalUrl, type Article } from './articles-api.ts';

/** Attributes of `<dkp-articles>` and props of {@link Articles}. */
export interface ArticlesProps {
  /** The channel: `news` (default) or `knowledge`. */
  channel?: string;
  /** How many, 1 to 20 (default 5). */
  limit?: number;
  /** The page an article opens on, given `?id=`; the channel's portal page (`/news`) when left out. */
  linkBase?: string;
  /** Opens an article instead of following its link (the portal passes its router here; not an attribute). */
  onOpen?(article: { id: string; href: string }): void;
}

/**
 * `<dkp-articles>` (issue 24): the latest released articles of a channel the signed-in user may
 * read — pinned first — each with its cover, title and release time, linking to its detail: the
 * news block of an intranet's home page, and of the portal's. Signed out, it offers sign-in.
 */
export function Articles({ channel = 'news', limit, linkBase, onOpen }: ArticlesProps) {
  useLocale();
  const session = useStore($session);
  if (!isSessionLive(session)) return <SignInPrompt reason={msg('登录后可查看最新文章')} />;
  return <LatestArticles channel={channel} limit={clampLimit(limit)} linkBase={linkBase} onOpen={onOpen} token={session.token} />;
}

type Loaded = { articles: Article[]; failure: null } | { articles: null; failure: string };

function LatestArticles({ channel, limit, linkBase, onOpen, token }: Required<Pick<ArticlesProps, 'channel' | 'limit'>> & Pick<ArticlesProps, 'linkBase' | 'onOpen'> & { token: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    fetchLatestArticles(channel, limit).then(
      (articles) => live && setLoaded({ articles, failure: null }),
      (error: unknown) => live && setLoaded({ articles: null, failure: failureText(error) }),
    );
    return () => { live = false; };
  }, [channel, limit, token]);

  if (!loaded) return <div className="dkp-articles-loading" aria-busy="true" data-testid="articles-loading" />;
  if (loaded.failure !== null) return <p className="dkp-articles-failure" role="alert" data-testid="articles-failure">{loaded.failure}</p>;
  if (loaded.articles.length === 0) return <p className="dkp-articles-empty" data-testid="articles-empty">{msg('暂无文章')}</p>;
  return (
    <ul className="dkp-articles" part="list" data-testid="articles">
      {loaded.articles.map((article) => {
        const href = articleHref(linkBase, channel, article.id);
        const open = onOpen ? (event: MouseEvent) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          onOpen({ id: article.id, href });
        } : undefined;
        const cover = portalUrl(article.cover);
        return (
          <li key={article.id} className="dkp-article" part="item" data-testid="article">
            <a className="dkp-article-link" href={href} onClick={open} data-testid="article-link">
              {cover ? <img className="dkp-article-cover" part="cover" src={cover} alt="" loading="lazy" /> : <span className="dkp-article-cover dkp-article-no-cover" part="cover" />}
              <span className="dkp-article-text">
                <span className="dkp-article-title" data-testid="article-title">
                  {article.pinned ? <span className="dkp-article-pinned" data-testid="article-pinned">{msg('置顶')}</span> : null}
                  {article.title}
                </span>
                {article.releaseTime ? <time className="dkp-article-time" data-testid="article-time">{formatDateTime(article.releaseTime)}</time> : null}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
