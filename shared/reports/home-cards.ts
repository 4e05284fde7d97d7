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
/**
 * The cards run up to six reports, three at a time, each within its own limit on the server
 * (15 s by default): the call waits for two rounds of them, not portal-shell §9's 9000 ms
 * (CI saw '网络超时' on a loaded machine while the report database started cold).
 */
export const HOME_CARDS_TIMEOUT_MS = 30_000;
const $query = createFetcherStore<HomeCard[]>(['reports:home:', $owner], { fetcher: () => get<HomeCard[]>('/reports/home', undefined, { timeoutMs: HOME_CARDS_TIMEOUT_MS }) });

/** The reports the signed-in user may open, with their headline figures and charts (`GET /reports/home`). */
export const $homeCards: ReadableAtom<HomeCardsState> = computed($query, (value) => ({
  cards: value.data ?? null,
  loading: !!value.loading,
  failure: value.error ? failureText(value.error) : null,
}));
