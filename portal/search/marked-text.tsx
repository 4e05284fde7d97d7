import type { ReactNode } from 'react';

const unescape = (text: string) => text.replace(/&(lt|gt|quot|amp);/g, (_, name: string) => ({ lt: '<', gt: '>', quot: '"', amp: '&' })[name]!);

/**
 * The server's marked text (escaped text with the matched words in `<em>`, server/lib/search)
 * as React text and `<mark>` elements: never parsed as HTML here, so nothing else it might
 * hold can become markup.
 */
export function markedText(html: string): ReactNode[] {
  return html.split(/<em>(.*?)<\/em>/).map((part, index) => (index % 2 ? <mark key={index}>{unescape(part)}</mark> : unescape(part)));
}
