import { Marked } from 'marked';
import { sanitizeRichTextInPage } from '../../shared/rich-text/in-page.ts';

/** GitHub-flavoured markdown, synchronous, with no global state shared with another user of marked. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * The preview of `source`: markdown made HTML, then cleaned by the one rich-text allowlist in
 * the page (markdown lets raw HTML through, so `<script>` or `javascript:` links in the source
 * would otherwise run here).
 */
export function markdownPreview(source: string, iframeOrigins: readonly string[] = []): string {
  return sanitizeRichTextInPage(markdown.parse(source, { async: false }), { iframeOrigins });
}
