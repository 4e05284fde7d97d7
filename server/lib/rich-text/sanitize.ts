import type sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';
import { lazyRequire } from '../../lib/lazy-require.ts';

/** Loaded at the first rich text written or read (with its parsers), not at start. */
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/**
 * The strict allowlist for rich text (announcements, articles) (architecture §4 "rich text is sanitised on the
 * way in and on the way out"): basic formatting, headings, lists, simple tables, links
 * (http, https, mailto; always `rel="noopener noreferrer"`) and images (http, https). No
 * script, style, iframe, form, event handler or `style` attribute survives, and the text of
 * script and style elements is dropped with them.
 */
const OPTIONS: IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'sub', 'sup', 'small',
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'ul', 'ol', 'li',
    'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link may open a new tab, never with a handle back to this page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.title ? { title: attribs.title } : {}),
        ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
        rel: 'noopener noreferrer',
      },
    }),
  },
};

/** Rich text (announcements, articles) reduced to the allowlist; used when content is stored and again when it is answered. */
export function sanitizeRichText(html: string): string {
  return sanitizer()(html, OPTIONS);
}
