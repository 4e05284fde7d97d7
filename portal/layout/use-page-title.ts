import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { documentTitle } from '../../shared/layout/index.ts';
import type { MenuMeta } from '../../shared/schemas/permission.ts';
import { $brand } from '../../shared/stores/index.ts';

/**
 * Keeps the window title (portal-shell §2.4 "Page title is '{page title} · {header
 * title}'; on home only the header title"). `page` is null on home and on pages outside the
 * menu, and an already localised string on pages titled by the portal rather than the
 * menu. The header title is the tenant's platform name in the current language, else the
 * localised product name.
 */
export function usePageTitle(page: Pick<MenuMeta, 'title' | 'titleEN' | 'titleTC'> | string | null): void {
  const locale = useLocale();
  const pageTitle = typeof page === 'string' ? page : page ? menuTitle(page, locale) : null;
  const personalized = useStore($brand)?.headerTitle.trim();
  const headerTitle = personalized || msg('数据知识门户');
  useEffect(() => {
    document.title = documentTitle(pageTitle, headerTitle);
  }, [pageTitle, headerTitle]);
}
