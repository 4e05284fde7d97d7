import { msg } from '@lit/localize';
import { useLocation } from 'react-router';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { readSearchQuery } from '../../shared/navigation/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { SearchResults } from '../search/SearchResults.tsx';
import { AnalysisCards } from './AnalysisCards.tsx';
import { Greeting } from './Greeting.tsx';
import { Launcher } from './Launcher.tsx';
import { NewsBlock } from './NewsBlock.tsx';
import './home.css';

/**
 * Home, /dashboard/analysis (portal-shell §2.4): titled Home (or its menu title), the greeting
 * by hour with the user's name, the analysis cards of the reports the user may open (issue 12),
 * the latest news (issue 24) and the application launcher. The layout's watermark leaves
 * this page out. Opened with mode=SearchList it is the search-results page instead (§2.1).
 */
export function HomePage({ meta, now }: { meta?: MenuMeta; now?: () => number }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const searchQuery = readSearchQuery(pathname, search);
  if (searchQuery) return <SearchResults query={searchQuery} />;
  return (
    <section className="page home-page" data-testid="home-page">
      <h1 className="page-title" data-testid="page-title">
        {meta ? menuTitle(meta, locale) : msg('首页')}
      </h1>
      <Greeting {...(now ? { now } : {})} />
      <AnalysisCards />
      <NewsBlock />
      <Launcher />
    </section>
  );
}
