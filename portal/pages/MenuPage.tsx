import { msg } from '@lit/localize';
import type { ReactNode } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { EmptyState } from '../components/EmptyState.tsx';
import { usePageHeading } from './page-heading.ts';

/**
 * A page's frame: its title in the content area (the layout keeps the window title, named
 * after this title when the menu has no entry for the page), then its
 * content. `actions` sit beside the title, for what acts on the whole page (a report page's star).
 */
export function PageView({ title, actions, children }: { title: string; actions?: ReactNode; children?: ReactNode }) {
  useLocale();
  usePageHeading(title);
  const heading = (
    <h1 className="page-title" data-testid="page-title">
      {title}
    </h1>
  );
  return (
    <section className="page">
      {actions ? (
        <div className="page-head">
          {heading}
          <div className="page-actions">{actions}</div>
        </div>
      ) : heading}
      {children}
    </section>
  );
}

/** Props of every page a menu route shows: the meta of its menu entry. */
export interface MenuPageProps {
  meta: MenuMeta;
}

/**
 * The page of a menu route whose component has no screen yet: its title in the current
 * language and an empty state that says the page is not built yet, rather than a bare heading.
 */
export function MenuPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  return (
    <PageView title={menuTitle(meta, locale)}>
      <div className="page-card">
        <EmptyState testId="page-not-built" title={msg('此页面尚在建设中')} description={msg('这里的功能还没有上线，敬请期待。')} />
      </div>
    </PageView>
  );
}
