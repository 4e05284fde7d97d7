import type { Extensions } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { Placeholder } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { LINK_REL, isAllowedLinkHref } from '../../shared/rich-text/allowlist.ts';

/** The font sizes offered, in points (widgets-admin §9: 8–36 pt). */
export const FONT_SIZES_PT = [8, 9, 10, 11, 12, 14, 16, 18, 20, 24, 28, 36] as const;

/**
 * What the rich-text editor can write: what the one allowlist keeps (shared/rich-text),
 * so nothing typed here is lost on saving. Links only to addresses the allowlist keeps;
 * images as blocks, never as `data:` (they are uploads of ours).
 */
export function richTextExtensions(placeholder: () => string): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4] },
      link: {
        openOnClick: false,
        autolink: true,
        HTMLAttributes: { rel: LINK_REL, target: '_blank' },
        isAllowedUri: (url) => isAllowedLinkHref(url),
      },
    }),
    TextStyle,
    FontSize,
    Color,
    Image.configure({ inline: false, allowBase64: false }),
    Placeholder.configure({ placeholder: () => placeholder() }),
  ];
}
