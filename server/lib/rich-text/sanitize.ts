import type sanitizeHtml from 'sanitize-html';
import type { IOptions } from 'sanitize-html';
import {
  LINK_REL, RICH_TEXT_ATTRIBUTES, RICH_TEXT_CLASS, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_STYLES, RICH_TEXT_TAGS,
  isAllowedIframeSrc, isAllowedImageSrc, isAllowedLinkHref,
} from '../../../shared/rich-text/allowlist.ts';
import { lazyRequire } from '../lazy-require.ts';

/** Loaded at the first rich text written or read (with its parsers), not at start. */
const sanitizer = lazyRequire<typeof sanitizeHtml>('sanitize-html');

/** Deeper elements than this are dropped (their text kept): no stack or memory to spend on `<div>`×10⁵. */
const NESTING_LIMIT = 64;

/** What {@link sanitizeRichText} may be told; the default keeps no iframe. */
export interface RichTextOptions {
  /** The origins an iframe may show (`DKP_RICH_TEXT_IFRAME_ORIGINS`, `config.richTextIframeOrigins`). */
  iframeOrigins?: readonly string[];
}

function optionsFor(iframeOrigins: readonly string[]): IOptions {
  return {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedClasses: { code: [RICH_TEXT_CLASS] },
    allowedStyles: { '*': Object.fromEntries(Object.entries(RICH_TEXT_STYLES).map(([property, rule]) => [property, [rule]])) },
    allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
    allowedSchemesByTag: { img: [], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'action', 'formaction', 'background', 'poster', 'xlink:href'],
    allowProtocolRelative: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
    nestingLimit: NESTING_LIMIT,
    parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href && isAllowedLinkHref(attribs.href) ? { href: attribs.href } : {}),
          ...(attribs.title ? { title: attribs.title } : {}),
          ...(attribs.target === '_blank' ? { target: '_blank' } : {}),
          rel: LINK_REL,
        },
      }),
      img: (tagName, attribs) => {
        const { src, ...rest } = attribs;
        return { tagName, attribs: src && isAllowedImageSrc(src) ? { src, ...rest } : rest };
      },
    },
    // An image with no source of ours, an iframe not on an allowed origin: gone whole.
    exclusiveFilter: (frame) =>
      (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'iframe' && !isAllowedIframeSrc(frame.attribs.src ?? '', iframeOrigins)),
  };
}

const DEFAULT_OPTIONS = optionsFor([]);

/**
 * Rich text (HTML) reduced to the one allowlist of `shared/rich-text/allowlist.ts`: no script,
 * event handler, `javascript:`/`vbscript:`/`data:` URL, style expression, form, `<base>`,
 * `<meta>`, SVG or MathML; images only of our own store; iframes only on `iframeOrigins`.
 * Call it when rich text is stored and again when it is answered, so a tighter list later
 * covers old rows too.
 */
export function sanitizeRichText(html: string, options: RichTextOptions = {}): string {
  const origins = options.iframeOrigins ?? [];
  return sanitizer()(html, origins.length ? optionsFor(origins) : DEFAULT_OPTIONS);
}
