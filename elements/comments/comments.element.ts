import type { ElementDefinition } from '../define/element-definition.ts';
import type { CommentsProps } from './Comments.tsx';

/** `<dkp-comments>`: the message board of any page (issue 24). */
export const commentsElement = {
  tag: 'dkp-comments',
  className: 'DkpComments',
  summary: 'The message board of a page: comments, replies, and deleting one\'s own.',
  description:
    'The board is named by `page-key`: an article\'s id, or a portal page\'s path. Only a user who may read that page sees it and writes on it. ' +
    'An @account in a comment sends that colleague a notice. Signed out, it offers sign-in.',
  attributes: [
    { name: 'page-key', property: 'pageKey', type: 'string', description: 'The board: an article\'s id, or a page\'s path such as `/report/history`.' },
  ],
  cssParts: [
    { name: 'board', description: 'The whole board.' },
    { name: 'list', description: 'The list of comments.' },
    { name: 'comment', description: 'One comment or reply.' },
  ],
} as const satisfies ElementDefinition<CommentsProps>;
