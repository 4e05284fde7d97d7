import { msg } from '@lit/localize';
import { useEffect, useMemo, useState } from 'react';
import { NavLink } from 'react-router';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { sideMenuEntries } from '../../shared/layout/index.ts';
import { externalHref, isExternalItem } from '../../shared/navigation/index.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { NamedIcon } from '../components/NamedIcon.tsx';
import './side-menu.css';

interface SideMenuProps {
  items: MenuItem[];
  /** Ids from the top entry down to the current page: what is selected and open. */
  trailIds: string[];
  collapsed?: boolean;
  /** Called when a parent is clicked in the collapsed menu: it widens to show the branch. */
  onExpand?: () => void;
  /** Called when a page link is followed (the mobile drawer closes then). */
  onNavigate?: () => void;
}

/** Opens a new tab for external entries and for `target: '_blank'` (portal-shell §2.4), http(s) only. */
function opensElsewhere(item: MenuItem): boolean {
  return isExternalItem(item) || (item.meta.target === '_blank' && externalHref(item) !== null);
}

interface BranchProps {
  items: MenuItem[];
  locale: Locale;
  trailIds: string[];
  open: string[];
  depth: number;
  collapsed: boolean;
  onToggle: (depth: number, id: string) => void;
  onNavigate: (() => void) | undefined;
}

/** An entry's face: icon and title, or only the icon when collapsed (the link's title names it). */
function Label({ item, title, collapsed }: { item: MenuItem; title: string; collapsed: boolean }) {
  const icon = <NamedIcon name={item.meta.icon} title={title} iconClass="side-menu-icon" initialClass="side-menu-initial" />;
  if (collapsed) return icon;
  return (
    <span className="side-menu-label">
      {item.meta.icon ? icon : null}
      {title}
    </span>
  );
}

function Entry({ item, title, collapsed, onNavigate }: { item: MenuItem; title: string; collapsed: boolean; onNavigate: (() => void) | undefined }) {
  const label = <Label item={item} title={title} collapsed={collapsed} />;
  if (!opensElsewhere(item)) {
    return (
      <NavLink to={item.path} end title={title} onClick={onNavigate}>
        {label}
      </NavLink>
    );
  }
  const href = externalHref(item);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" title={title}>
      {label}
    </a>
  ) : (
    <span title={title}>{label}</span>
  );
}

function Branch({ items, locale, trailIds, open, depth, collapsed, onToggle, onNavigate }: BranchProps) {
  return (
    <ul>
      {items.map((item) => {
        const title = menuTitle(item.meta, locale);
        const selected = trailIds[trailIds.length - 1] === item.id;
        if (!item.children?.length) {
          return (
            <li key={item.id} data-menu-id={item.id} aria-current={selected ? 'page' : undefined}>
              <Entry item={item} title={title} collapsed={collapsed} onNavigate={onNavigate} />
            </li>
          );
        }
        const expanded = !collapsed && open[depth] === item.id;
        return (
          <li key={item.id} data-menu-id={item.id} className={trailIds.includes(item.id) ? 'in-trail' : undefined}>
            <button type="button" className="side-menu-parent" aria-expanded={expanded} title={title} onClick={() => onToggle(depth, item.id)}>
              <Label item={item} title={title} collapsed={collapsed} />
              {collapsed ? null : <span className="side-menu-caret" aria-hidden="true">▸</span>}
            </button>
            {expanded ? (
              <Branch items={item.children} locale={locale} trailIds={trailIds} open={open} depth={depth + 1} collapsed={collapsed} onToggle={onToggle} onNavigate={onNavigate} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The parents on the way to the current page, by depth in the shown entries. */
function openChain(entries: MenuItem[], trailIds: string[]): string[] {
  const chain: string[] = [];
  let level = entries;
  for (;;) {
    const parent = level.find((item) => item.children?.length && trailIds.includes(item.id));
    if (!parent?.children) return chain;
    chain.push(parent.id);
    level = parent.children;
  }
}

/**
 * The side menu (portal-shell §2.4): the branch of the chosen top entry, nested, with one
 * branch open at a time per level; the entries on the way to the current page are open and
 * its entry is selected. Collapsed, it shows each entry's icon
 * (or its first character when it has none).
 */
export function SideMenu({ items, trailIds, collapsed = false, onExpand, onNavigate }: SideMenuProps) {
  const locale = useLocale();
  const entries = useMemo(() => sideMenuEntries(items), [items]);
  const trailKey = trailIds.join('/');
  const chain = useMemo(() => openChain(entries, trailKey.split('/')), [entries, trailKey]);
  const [open, setOpen] = useState<string[]>(chain);
  // Following the route: a new page opens the branches on its way.
  useEffect(() => setOpen(chain), [chain]);

  const toggle = (depth: number, id: string) => setOpen((now) => (now[depth] === id ? now.slice(0, depth) : [...now.slice(0, depth), id]));

  return (
    <nav className={collapsed ? 'side-menu collapsed' : 'side-menu'} data-testid="menu-tree" aria-label={msg('菜单')}>
      <Branch items={entries} locale={locale} trailIds={trailIds} open={open} depth={0} collapsed={collapsed} onToggle={(depth, id) => (collapsed ? onExpand?.() : toggle(depth, id))} onNavigate={onNavigate} />
    </nav>
  );
}
