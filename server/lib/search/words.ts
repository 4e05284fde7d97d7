/**
 * Words for full-text search of Chinese and other text (issue 24 "Search"): PostgreSQL's
 * parsers do not split Chinese, so the server splits it with the ICU word segmenter Node
 * carries (`Intl.Segmenter`, dictionary-based for Chinese, either script) and PostgreSQL
 * indexes the space-joined words with its `simple` configuration. Stored text and search keys
 * go through the same function, so they split alike.
 */

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** The most characters of one text that are split (a body beyond it is indexed up to it). */
export const SEARCH_TEXT_MAX = 100_000;
/** The most words a search key gives. */
export const QUERY_WORDS_MAX = 10;

/** The words of `text`, lowercased, in compatibility form (full-width Latin as half-width), space-joined. */
export function searchWords(text: string): string {
  const words: string[] = [];
  for (const part of segmenter.segment(text.slice(0, SEARCH_TEXT_MAX).normalize('NFKC').toLowerCase())) {
    if (part.isWordLike) words.push(part.segment);
  }
  return words.join(' ');
}

const HAN_RUN = /\p{Script=Han}+/gu;
const HAN = /\p{Script=Han}/u;

/**
 * The character pairs of every run of Chinese characters in `text`, in order, and each run's
 * last character alone: what finds a part of a word (issue 24 "pg_trgm for substrings").
 * The segmenter's words miss a key that crosses or cuts a word (共和 in 中华人民共和国, 据库
 * in 数据库); the pairs of the key in a row (a phrase) find it, a single character by the
 * prefix of a pair or the run's last character. `pg_trgm` cannot do this for Chinese: it keeps
 * only what the database's locale calls a letter, and PGlite's locale is C.
 */
export function searchGrams(text: string): string {
  const grams: string[] = [];
  for (const [run] of text.slice(0, SEARCH_TEXT_MAX).normalize('NFKC').matchAll(HAN_RUN)) {
    const chars = [...run];
    for (let i = 0; i + 1 < chars.length; i += 1) grams.push(chars[i]! + chars[i + 1]!);
    grams.push(chars[chars.length - 1]!);
  }
  return grams.join(' ');
}

/** True when `word` holds a Chinese character (its parts are found through {@link searchGrams}). */
export const isChinese = (word: string): boolean => HAN.test(word);

/** What search reads of a text with a title (issue 24 "Search"): words and character pairs, the title's apart so it weighs more. */
export interface SearchColumns {
  search_title: string;
  search_body: string;
  search_title_grams: string;
  search_body_grams: string;
}

/** The search columns of a record whose title is `title` and whose other text (summary, body as plain text, tags) is `rest`. */
export function searchColumns(title: string, rest: string): SearchColumns {
  return { search_title: searchWords(title), search_body: searchWords(rest), search_title_grams: searchGrams(title), search_body_grams: searchGrams(rest) };
}

/** The distinct words of a search key, at most {@link QUERY_WORDS_MAX}. */
export function queryWords(key: string): string[] {
  return [...new Set(searchWords(key).split(' ').filter(Boolean))].slice(0, QUERY_WORDS_MAX);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML: tags dropped (a block's end as a space), the common entities read. */
export function plainText(html: string): string {
  return html.replace(/<\/?(p|div|br|li|h[1-6]|td|th|tr)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!).replace(/\s+/g, ' ').trim();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * `text` as HTML with each occurrence of `words` marked `<em>` (any case), everything else
 * escaped: the only markup in the answer is ours. A long text is cut to `max` characters
 * around its first match.
 */
export function highlight(text: string, words: readonly string[], max = 160): string {
  const lower = text.toLowerCase();
  const first = Math.min(...words.map((w) => lower.indexOf(w)).filter((i) => i >= 0), text.length);
  const start = first > max / 2 && text.length > max ? Math.max(0, Math.min(first - 20, text.length - max)) : 0;
  const shown = text.slice(start, start + max);
  const pattern = words.length ? new RegExp(words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length).join('|'), 'gi') : null;
  let html = '';
  let at = 0;
  for (const match of pattern ? shown.matchAll(pattern) : []) {
    html += `${escapeHtml(shown.slice(at, match.index))}<em>${escapeHtml(match[0])}</em>`;
    at = match.index! + match[0].length;
  }
  html += escapeHtml(shown.slice(at));
  return `${start > 0 ? '…' : ''}${html}${start + max < text.length ? '…' : ''}`;
}
