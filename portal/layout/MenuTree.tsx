import { msg } from '@lit/localize';
import { useMemo } from 'react';
import { NavLink } from 'react-router';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { externalHref, isExternalItem, visibleMenu } from '../../shared/navigation/index.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';

function MenuLink({ item, title }: { item: MenuItem; title: string }) {
  if (!isExternalItem(item)) {
    return (
      <NavLink to={item.path} end={!item.children?.length}>
        {title}
      </NavLink>
    );
  }
  const href = externalHref(item);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {title}
    </a>
  ) : (
    <span>{title}</span>
  );
}

function MenuBranch({ items, locale }: { items: MenuItem[]; locale: Locale }) {
  return (
    <ul>
      {items.map((item) => {
        const title = menuTitle(item.meta, locale);
        return (
          <li key={item.id} data-menu-id={item.id}>
            <MenuLink item={item} title={title} />
            {item.children?.length ? <MenuBranch items={item.children} locale={locale} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The user's menu as a nested list of links, titled in the current language. */
export function MenuTree({ menu }: { menu: MenuItem[] }) {
  const locale = useLocale();
  const items = useMemo(() => visibleMenu(menu), [menu]);
  return (
    <nav className="menu-tree" data-testid="menu-tree" aria-label={msg('菜单')}>
      <MenuBranch items={items} locale={locale} />
    </nav>
  );
}
