import type { ElementDefinition } from '../define/element-definition.ts';
import type { ArticlesProps } from './Articles.tsx';

/** `<dkp-articles>`: the latest released articles of a channel, for a home page (issue 24). */
export const articlesElement = {
  tag: 'dkp-articles',
  className: 'DkpArticles',
  summary: 'The latest released articles of a channel the signed-in user may read: a news block for a home page.',
  description:
    'Pinned articles come first, then the newest. Each shows its cover, title and release time and links to its page in the portal ' +
    '(`/news?id=…` for the news channel), or to `link-base?id=…`. Only articles the user may read are listed. Signed out, it offers sign-in.',
  attributes: [
    { name: 'channel', property: 'channel', type: 'string', description: 'The channel: `news` or `knowledge`.', default: 'news' },
    { name: 'limit', property: 'limit', type: 'number', description: 'How many articles, 1 to 20.', default: '5' },
    { name: 'link-base', property: 'linkBase', type: 'string', description: 'The page an article opens on, given `?id=<article id>`: a path of the portal or an http(s) address. Default: the channel\'s portal page.' },
  ],
  cssParts: [
    { name: 'list', description: 'The list of articles.' },
    { name: 'item', description: 'One article.' },
    { name: 'cover', description: 'An article\'s cover picture (an empty box when it has none).' },
  ],
  cssProperties: [
    { name: '--dkp-articles-cover-width', description: 'Width of a cover (its height follows at 16:10).', default: '96px' },
  ],
} as const satisfies ElementDefinition<ArticlesProps>;
