import { msg } from '@lit/localize';
import { RowLinks } from '../../kit/RowLinks.tsx';
import type { Menu } from '../../../shared/resources/menu.ts';

/** What a row offers; an absent handler hides its entry (no permission, or not for this row). */
export interface MenuRowHandlers {
  onEdit?: (() => void) | undefined;
  onAddChild?: (() => void) | undefined;
  onRules?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

/**
 * The actions of a menu row, as JeecgBoot lays them out: 编辑, then 添加下级, 数据规则 and 删除
 * (under 更多 when there are more than two, RowLinks) — narrow enough to stay in view on a phone.
 */
export function MenuRowActions({ menu, onEdit, onAddChild, onRules, onDelete }: { menu: Menu } & MenuRowHandlers) {
  const entries: [string, string, (() => void) | undefined, boolean][] = [
    ['menu-edit', msg('编辑'), onEdit, false], ['menu-add-child', msg('添加下级'), onAddChild, false],
    ['menu-rules', msg('数据规则'), onRules, false], ['menu-delete', msg('删除'), onDelete, true],
  ];
  const links = entries.flatMap(([testId, label, onClick, danger]) => (onClick ? [{ testId, label, onClick, danger }] : []));
  return (
    <div data-id={menu.id}>
      <RowLinks links={links} moreTestId="menu-more" />
    </div>
  );
}
