import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { createListStore, dataProviderFor } from '../../shared/kit/index.ts';
import { ARTICLE_STATUSES, articleResource } from '../../shared/resources/article.ts';

/**
 * The released articles of a channel as its readers list them: pinned first, then the newest
 * release (the definition's default order), ten to a page. The server answers only what the
 * reader may see; `status` keeps administrators' drafts out of the reading view.
 */
export function useArticleList(channel: string) {
  const store = useMemo(
    () => createListStore(dataProviderFor(articleResource), { filters: { channel, status: ARTICLE_STATUSES.released } }),
    [channel],
  );
  const view = useStore(store.$view);
  const state = useStore(store.$state);
  return { view, state, turn: store.turn };
}
