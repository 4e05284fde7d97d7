/**
 * The one allowlist of rich text (issue 24, architecture §4 "rich text is sanitised on the way
 * in and on the way out"): what an article, a comment, an announcement or a markdown preview
 * may keep. The server applies it with sanitize-html when it stores and when it answers
 * (server/lib/rich-text), the page with DOMPurify before it renders (shared/rich-text/in-page.ts);
 * both read this file only, and the same attack list (`xss-vectors.ts`) tests both.
 */

/** The elements kept; anything else goes, its text kept (escaped) unless it is script-like. */
export const RICH_TEXT_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'ins', 'mark', 'sub', 'sup', 'small',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  'a', 'img', 'iframe',
] as const;

/** Elements dropped with everything inside them, text included (they hold code, not prose). */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'textarea', 'select', 'option',
  'title', 'svg', 'math', 'object', 'embed', 'applet', 'frameset', 'frame',
] as const;

/** The attributes kept, per element (`*`: on every kept element). No event handler, no `id`, no `data-*`. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['style'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
  code: ['class'],
};

/** A colour as the editors write it: `#rgb`, `#rrggbb` or `rgb(r, g, b)`. */
const COLOUR = /^(?:#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

/**
 * The inline style properties kept, each with the one form of value it may take; a property
 * not named here, or a value of another form (`expression(…)`, `url(…)`, `position: fixed`),
 * goes. Font sizes are the rich-text editor's 8–36 pt (widgets-admin §9).
 */
export const RICH_TEXT_STYLES: Readonly<Record<string, RegExp>> = {
  'font-size': /^(?:[89]|[12]\d|3[0-6])pt$/,
  color: COLOUR,
  'background-color': COLOUR,
  'text-align': /^(?:left|right|center|justify)$/,
};

/** The only `class` values kept: a code block's language (`language-sql`). */
export const RICH_TEXT_CLASS = /^language-[a-z0-9+#-]{1,20}$/;

/** Schemes a link may use; a relative link (no scheme, not `//host`) is kept too. */
export const RICH_TEXT_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;

/** The folder of the server's stored files in a URL (`/sys/common/static/<biz>/<name>`). */
export const STORED_FILE_SEGMENT = '/sys/common/static/';

/** A URL with no scheme and no host of its own: `/x`, `x/y`, `?q`, never `//host` or `\\host`. */
function isRelative(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !/^[\\/]{2}/.test(url) && !/[\\\u0000-\u001f]/.test(url);
}

/** Trims the characters a browser ignores around a URL, so `  java\tscript:` is judged as it runs. */
function plain(url: string): string {
  return url.replace(/[\u0000-\u0020]/g, '');
}

/** A link target that is kept: http(s) or mailto, or relative. */
export function isAllowedLinkHref(href: string): boolean {
  const url = plain(href);
  if (isRelative(url)) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return !!scheme && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(scheme);
}

/**
 * An image source that is kept: a file of our own store, named relatively (what the rich-text
 * editor inserts after an upload with `biz=jeditor`: `/api/sys/common/static/jeditor/….png`).
 * No `data:`, no other site (a tracking pixel, or a GET against another service), no other
 * path of ours (an `<img>` is a GET with the reader's cookies), no `..`.
 */
export function isAllowedImageSrc(src: string): boolean {
  const url = plain(src);
  return isRelative(url) && url.includes(STORED_FILE_SEGMENT) && !/(^|[/\\])\.\.?([/\\?#]|$)|%2e|%2f|%5c/i.test(url);
}

/**
 * An embedded frame that is kept: `https:` on one of `origins` (the deployment's
 * `DKP_RICH_TEXT_IFRAME_ORIGINS`; none by default, so every iframe goes).
 */
export function isAllowedIframeSrc(src: string, origins: readonly string[]): boolean {
  const url = plain(src);
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' && !parsed.username && !parsed.password && origins.includes(parsed.origin);
}

/** The kept part of a `style` attribute's declarations (already split by a CSS parser), or '' for none. */
export function allowedStyle(declarations: Iterable<readonly [property: string, value: string]>): string {
  const kept: string[] = [];
  for (const [property, value] of declarations) {
    const name = property.trim().toLowerCase();
    const rule = RICH_TEXT_STYLES[name];
    if (rule?.test(value.trim())) kept.push(`${name}: ${value.trim()}`);
  }
  return kept.join('; ');
}

/** Every link opens without a handle back to the page; `target` only `_blank`. */
export const LINK_REL = 'noopener noreferrer';
