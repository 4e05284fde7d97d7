import { SlDropdown } from '../../elements/shoelace/index.ts';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import type { ReactNode } from 'react';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { branchPages } from '../../shared/layout/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';

interface TopMenuBranchProps {
  item: MenuItem;
  selected: boolean;
  /** The entry's label (title and caret). */
  children: ReactNode;
  onChoose: (page: MenuItem, top: MenuItem) => void;
}

/**
 * A parent entry of the top menu in the top-menu layout, which has no side menu: its caret
 * opens a drop-down of the pages below it (portal-shell §2.4 "A parent shows a down caret").
 */
export function TopMenuBranch({ item, selected, children, onChoose }: TopMenuBranchProps) {
  const locale = useLocale();
  const pages = branchPages(item);
  return (
    <SlDropdown className="top-menu-more" hoist data-testid={`top-menu-branch-${item.id}`}>
      <button slot="trigger" type="button" className="top-menu-item" data-testid={`top-menu-item-${item.id}`} aria-current={selected ? 'true' : undefined}>
        {children}
      </button>
      <SlMenu onSlSelect={(event) => onChoose(pages.find((page) => page.id === event.detail.item.value)!, item)}>
        {pages.map((page) => (
          <SlMenuItem key={page.id} value={page.id} data-testid={`top-menu-page-${page.id}`}>
            {menuTitle(page.meta, locale)}
          </SlMenuItem>
        ))}
      </SlMenu>
    </SlDropdown>
  );
}
