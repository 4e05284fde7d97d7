import { computed, type ReadableAtom } from 'nanostores';
import { get } from '../api/index.ts';
import { failureText } from '../api/error-catalogue.ts';
import { createFetcherStore } from '../kit/query-client.ts';
import { $locale } from '../stores/locale.ts';
import { $session, isSessionLive } from '../stores/session.ts';
import type { HomeCard } from './viewer-api.ts';

/** The analysis home's cards as the page shows them. */
export interface HomeCardsState {
  cards: HomeCard[] | null;
  loading: boolean;
  failure: string | null;
}

// Whose cards, in which language: the key changes with either, and is null signed out.
const $owner = computed([$session, $locale], (session, locale) => (isSessionLive(session) ? `${session.userInfo.id}@${session.tenantId}:${locale}` : null));
const $query = createFetcherStore<HomeCard[]>(['reports:home:', $owner], { fetcher: () => get<HomeCard[]>('/reports/home') });

/** The reports the signed-in user may open, with their headline figures and charts (`GET /reports/home`). */
export const $homeCards: ReadableAtom<HomeCardsState> = computed($query, (value) => ({
  cards: value.data ?? null,
  loading: !!value.loading,
  failure: value.error ? failureText(value.error) : null,
}));
