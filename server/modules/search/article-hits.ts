import { localized } from '../../../shared/i18n/localized.ts';
import { ARTICLE_CHANNEL_PATHS, ARTICLE_CHANNELS } from '../../../shared/resources/article.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { SearchRecord } from '../../../shared/schemas/search.ts';
import { highlight, plainText } from '../../lib/search/index.ts';
import type { ArticleHit } from '../content/index.ts';

/** The channels each search category reads: '2' news, '3' the knowledge base, '0' both. */
export const CATEGORY_CHANNELS: Record<string, readonly string[]> = { 0: ['news', 'knowledge'], 2: ['news'], 3: ['knowledge'] };

/** An article found, as the results page shows it: opened on its channel's page, the matched words marked. */
export function toArticleRecord(hit: ArticleHit, words: readonly string[], locale: Locale): SearchRecord {
  const channel = ARTICLE_CHANNELS[hit.channel];
  return {
    id: hit.id,
    title: hit.title,
    path: `${ARTICLE_CHANNEL_PATHS[hit.channel] ?? '/news'}?id=${encodeURIComponent(hit.id)}`,
    trail: channel ? [localized(channel, locale)] : [],
    external: false,
    category: hit.channel === 'knowledge' ? '3' : '2',
    titleHtml: highlight(hit.title, words, 200),
    snippet: highlight(hit.summary || plainText(hit.body), words),
  };
}
