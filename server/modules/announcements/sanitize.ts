import { sanitizeRichText } from '../../lib/rich-text/sanitize.ts';

/**
 * Announcement HTML reduced to the one rich-text allowlist (shared/rich-text/allowlist.ts);
 * used when content is stored and again when it is answered. Announcements show no iframe.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitizeRichText(html);
}
