import { msg } from '@lit/localize';
import { SlDropdown } from '../../elements/shoelace/index.ts';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import { useLayoutEffect, useRef, useState } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { fittingCount } from '../../shared/layout/index.ts';
import type { Locale } from '../../shared/schemas/locale.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { TopMenuBranch } from './TopMenuBranch.tsx';
import './top-menu.css';

interface TopMenuProps {
  /** The visible top entries. */
  items: MenuItem[];
  selectedId: string | null;
  /** Width the menu may take, in pixels. */
  width: number;
  /** Top-menu layout: parents open a drop-down of their pages instead of the side menu. */
  dropdowns?: boolean;
  /** A top entry was clicked, or (with `top`) a page from a parent's drop-down. */
  onChoose: (item: MenuItem, top?: MenuItem) => void;
}

function EntryLabel({ item, locale }: { item: MenuItem; locale: Locale }) {
  return (
    <>
      {menuTitle(item.meta, locale)}
      {item.children?.length ? <span className="top-menu-caret" aria-hidden="true">▾</span> : null}
    </>
  );
}

/**
 * The top menu of modules (portal-shell §2.4): one entry per top-level menu item, titled in
 * the current language; a parent shows a down caret; entries that do not fit in `width`
 * go under a 'more' item. Widths are measured on a hidden copy of the entries, so the split
 * follows the real text widths of each language.
 */
export function TopMenu({ items, selectedId, width, dropdowns = false, onChoose }: TopMenuProps) {
  const locale = useLocale();
  const measureRef = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState<{ widths: number[]; more: number } | null>(null);

  useLayoutEffect(() => {
    const row = measureRef.current;
    if (!row) return;
    const measure = () => {
      const width = (el: Element) => el.getBoundingClientRect().width;
      setSizes({ widths: [...row.querySelectorAll('[data-measure="item"]')].map(width), more: width(row.querySelector('[data-measure="more"]')!) });
    };
    measure();
    // Web fonts change text widths once they arrive.
    void document.fonts?.ready.then(measure);
  }, [items, locale]);

  const shown = sizes ? fittingCount(sizes.widths, width, sizes.more) : items.length;
  const overflow = items.slice(shown);
  const moreLabel = msg('更多');

  return (
    <nav className="top-menu" data-testid="top-menu" aria-label={msg('模块')} style={{ width }}>
      <div className="top-menu-measure" ref={measureRef} aria-hidden="true">
        {items.map((item) => (
          <span key={item.id} className="top-menu-item" data-measure="item">
            <EntryLabel item={item} locale={locale} />
          </span>
        ))}
        <span className="top-menu-item" data-measure="more">
          {moreLabel}
          <span className="top-menu-caret">▾</span>
        </span>
      </div>
      {items.slice(0, shown).map((item) =>
        dropdowns && item.children?.length ? (
          <TopMenuBranch key={item.id} item={item} selected={item.id === selectedId} onChoose={onChoose}>
            <EntryLabel item={item} locale={locale} />
          </TopMenuBranch>
        ) : (
          <button
            key={item.id}
            type="button"
            className="top-menu-item"
            data-testid={`top-menu-item-${item.id}`}
            aria-current={item.id === selectedId ? 'true' : undefined}
            onClick={() => onChoose(item)}
          >
            <EntryLabel item={item} locale={locale} />
          </button>
        ),
      )}
      {overflow.length ? (
        <SlDropdown className="top-menu-more" data-testid="top-menu-more" hoist>
          <button slot="trigger" type="button" className="top-menu-item" aria-current={overflow.some((i) => i.id === selectedId) ? 'true' : undefined}>
            {moreLabel}
            <span className="top-menu-caret" aria-hidden="true">▾</span>
          </button>
          <SlMenu onSlSelect={(event) => onChoose(overflow.find((i) => i.id === event.detail.item.value)!)}>
            {overflow.map((item) => (
              <SlMenuItem key={item.id} value={item.id} data-testid={`top-menu-item-${item.id}`} checked={item.id === selectedId} type="checkbox">
                {menuTitle(item.meta, locale)}
              </SlMenuItem>
            ))}
          </SlMenu>
        </SlDropdown>
      ) : null}
    </nav>
  );
}
