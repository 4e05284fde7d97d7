import { announcementsElement } from './announcements/announcements.element.ts';
import { articlesElement } from './articles/articles.element.ts';
import { codeEditorElement } from './code-editor/code-editor.element.ts';
import { commentsElement } from './comments/comments.element.ts';
import { cronElement } from './cron/cron.element.ts';
import type { ElementDefinition } from './define/element-definition.ts';
import { departPickerElement } from './depart-picker/depart-picker.element.ts';
import { favouritesElement } from './favourites/favourites.element.ts';
import { markdownEditorElement } from './markdown-editor/markdown-editor.element.ts';
import { noticeBellElement } from './notice-bell/notice-bell.element.ts';
import { reportElement } from './report/report.element.ts';
import { richTextEditorElement } from './rich-text-editor/rich-text-editor.element.ts';
import { rolePickerElement } from './role-picker/role-picker.element.ts';
import { signInElement } from './sign-in/sign-in.element.ts';
import { subscriptionsElement } from './subscriptions/subscriptions.element.ts';
import { userPickerElement } from './user-picker/user-picker.element.ts';
import { watermarkElement } from './watermark/watermark.element.ts';

/**
 * The definition of every element `index.ts` registers, for the manifest
 * (scripts/build-elements-manifest.ts). Node-safe: definitions import no component.
 */
export const ELEMENT_DEFINITIONS: readonly ElementDefinition<never>[] = [
  announcementsElement, articlesElement, codeEditorElement, commentsElement, cronElement, departPickerElement, favouritesElement, markdownEditorElement, noticeBellElement, reportElement, richTextEditorElement, rolePickerElement, signInElement, subscriptionsElement,
  userPickerElement, watermarkElement,
];
