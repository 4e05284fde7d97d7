import DOMPurify, { type UponSanitizeAttributeHookEvent } from 'dompurify';
import {
  LINK_REL, RICH_TEXT_ATTRIBUTES, RICH_TEXT_CLASS, RICH_TEXT_DROPPED_WITH_CONTENT, RICH_TEXT_TAGS,
  allowedStyle, isAllowedIframeSrc, isAllowedImageSrc, isAllowedLinkHref,
} from './allowlist.ts';

/** What {@link sanitizeRichTextInPage} may be told; the default keeps no iframe. */
export interface InPageOptions {
  /** The origins an iframe may show (the server's `DKP_RICH_TEXT_IFRAME_ORIGINS`). */
  iframeOrigins?: readonly string[];
}

const EVERY_ATTRIBUTE = [...new Set(Object.values(RICH_TEXT_ATTRIBUTES).flat())];
const ANY_ELEMENT = RICH_TEXT_ATTRIBUTES['*'] ?? [];

/** Whether `element` may keep `name` = `value` by the allowlist; a `style` is reduced to its allowed declarations. */
function judgeAttribute(element: Element, data: UponSanitizeAttributeHookEvent): void {
  const tag = element.localName;
  const name = data.attrName;
  if (!ANY_ELEMENT.includes(name) && !(RICH_TEXT_ATTRIBUTES[tag] ?? []).includes(name)) {
    data.keepAttr = false;
    return;
  }
  const value = data.attrValue;
  if (name === 'style') {
    // The browser's own CSS parser split the declarations (the element lives in an inert document).
    const style = (element as HTMLElement).style;
    const declarations = Array.from({ length: style.length }, (_, i) => [style[i]!, style.getPropertyValue(style[i]!)] as const);
    data.attrValue = allowedStyle(declarations);
    data.keepAttr = data.attrValue !== '';
  } else if (name === 'class') {
    data.attrValue = value.split(/\s+/).filter((c) => RICH_TEXT_CLASS.test(c)).join(' ');
    data.keepAttr = data.attrValue !== '';
  } else if (name === 'href') data.keepAttr = isAllowedLinkHref(value);
  else if (name === 'src' && tag === 'img') data.keepAttr = isAllowedImageSrc(value);
  else if (name === 'target') data.keepAttr = value === '_blank';
}

/** One DOMPurify of our own, so its hooks never touch another library's use of DOMPurify. */
let purifier: ReturnType<typeof DOMPurify> | null = null;
let iframeOrigins: readonly string[] = [];

function ourPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const made = DOMPurify(window);
  made.addHook('uponSanitizeElement', (node, data) => {
    // An iframe off the allowed origins goes whole, before its attributes are looked at.
    if (data.tagName === 'iframe' && !isAllowedIframeSrc((node as Element).getAttribute('src') ?? '', iframeOrigins)) node.parentNode?.removeChild(node);
  });
  made.addHook('uponSanitizeAttribute', (node, data) => judgeAttribute(node, data));
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element && node.localName === 'a') node.setAttribute('rel', LINK_REL);
    // An image with no source of ours is nothing to show.
    if (node instanceof Element && node.localName === 'img' && !node.hasAttribute('src')) node.parentNode?.removeChild(node);
  });
  return (purifier = made);
}

/**
 * Rich text reduced, in the page, to the one allowlist (shared/rich-text/allowlist.ts) with
 * DOMPurify and the browser's own parser: what the server stored is cleaned again before it is
 * rendered (a stored row older than today's list, a server not ours), and so is the markdown
 * preview. Browser only.
 */
export function sanitizeRichTextInPage(html: string, options: InPageOptions = {}): string {
  const purify = ourPurifier();
  iframeOrigins = options.iframeOrigins ?? [];
  try {
    return purify.sanitize(html, {
      ALLOWED_TAGS: [...RICH_TEXT_TAGS],
      ALLOWED_ATTR: EVERY_ATTRIBUTE,
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      FORBID_CONTENTS: [...RICH_TEXT_DROPPED_WITH_CONTENT],
      SANITIZE_DOM: true,
      RETURN_TRUSTED_TYPE: false,
    });
  } finally {
    iframeOrigins = [];
  }
}
