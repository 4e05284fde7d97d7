import { formatDateTime } from '../../../shared/format/date-time.ts';
import type { Locale } from '../../../shared/schemas/locale.ts';
import type { Announcement } from '../../../shared/schemas/announcement.ts';
import { translate } from '../../i18n/messages.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The page's Content-Security-Policy: no script at all, images over http(s) only, inline
 * style for the page's own sheet, and framing only by the portal and the allowed origins.
 */
export function showPagePolicy(allowedOrigins: readonly string[]): string {
  const ancestors = ["'self'", ...allowedOrigins].join(' ');
  return `default-src 'none'; img-src http: https:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${ancestors}`;
}

const STYLE = `body{margin:0;padding:16px 24px;font:14px/1.6 system-ui,"Microsoft YaHei",sans-serif;color:#1f2329}
h1{font-size:20px;margin:0 0 8px}.meta{color:#646a73;font-size:13px;margin-bottom:16px}
.meta span+span{margin-left:16px}.content img{max-width:100%}.message{color:#646a73;text-align:center;margin-top:48px}`;

function page(locale: Locale, title: string, body: string): string {
  const lang = locale === 'en' ? 'en' : locale === 'tc' ? 'zh-Hant' : 'zh-Hans';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * `iso` in the one date format of DKP (shared/format), in `timeZone`, the viewer's; in UTC,
 * said so, when the viewer gave none or one this runtime does not know.
 */
export function sendTimeText(iso: string, timeZone?: string): string {
  if (timeZone) {
    try {
      return formatDateTime(iso, timeZone);
    } catch {
      // RangeError: a time zone name this runtime does not know.
    }
  }
  return `${formatDateTime(iso, 'UTC')} UTC`;
}

/**
 * The announcement as an HTML page for the detail iframe (portal-shell §7 `show/{id}`): title,
 * sender, send time (in the viewer's time zone) and the content, which the caller has already sanitised. Every other
 * text is escaped here.
 */
export function renderShowPage(locale: Locale, announcement: Announcement, timeZone?: string): string {
  const sent = announcement.sendTime ?? announcement.createTime;
  const body = `<article><h1>${escapeHtml(announcement.titile)}</h1><div class="meta">`
    + `<span>${escapeHtml(translate(locale, 'announcementSender'))}: ${escapeHtml(announcement.sender)}</span>`
    + `<span>${escapeHtml(translate(locale, 'announcementSendTime'))}: <time datetime="${escapeHtml(sent)}">${escapeHtml(sendTimeText(sent, timeZone))}</time></span>`
    + `</div><div class="content">${announcement.msgContent}</div></article>`;
  return page(locale, announcement.titile || translate(locale, 'announcementPageTitle'), body);
}

/** A refusal (no or bad token, not in the audience, not found) as a page the iframe can show. */
export function renderRefusalPage(locale: Locale, message: string): string {
  return page(locale, translate(locale, 'announcementPageTitle'), `<p class="message">${escapeHtml(message)}</p>`);
}
