import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';

/** A page's frame: its title in the content area (the layout keeps the window title). */
export function PageView({ title }: { title: string }) {
  useLocale();
  return (
    <section className="page">
      <h1 className="page-title" data-testid="page-title">
        {title}
      </h1>
    </section>
  );
}

/** The page of a menu route, titled in the current language; feature pages come later. */
export function MenuPage({ meta }: { meta: MenuMeta }) {
  const locale = useLocale();
  return <PageView title={menuTitle(meta, locale)} />;
}
