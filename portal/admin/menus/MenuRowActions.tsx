import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { SlDropdown } from '../../../elements/shoelace/index.ts';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import type { Menu } from '../../../shared/resources/menu.ts';

/** What a row offers; an absent handler hides its entry (no permission, or not for this row). */
export interface MenuRowHandlers {
  onEdit?: (() => void) | undefined;
  onAddChild?: (() => void) | undefined;
  onRules?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
}

type MoreKey = 'child' | 'rules' | 'delete';

/**
 * The actions of a menu row, as JeecgBoot lays them out: 编辑, then 更多 with 添加下级,
 * 数据规则 and 删除 — narrow enough to stay in view on a phone.
 */
export function MenuRowActions({ menu, onEdit, onAddChild, onRules, onDelete }: { menu: Menu } & MenuRowHandlers) {
  const more: [MoreKey, string, (() => void) | undefined][] = [
    ['child', msg('添加下级'), onAddChild], ['rules', msg('数据规则'), onRules], ['delete', msg('删除'), onDelete],
  ];
  const shown = more.filter(([, , handler]) => handler);
  return (
    <div className="kit-row-actions" data-id={menu.id}>
      {onEdit ? <SlButton size="small" data-testid="menu-edit" onClick={onEdit}>{msg('编辑')}</SlButton> : null}
      {shown.length ? (
        <SlDropdown hoist placement="bottom-end">
          <SlButton slot="trigger" size="small" caret data-testid="menu-more">{msg('更多')}</SlButton>
          <SlMenu onSlSelect={(event) => shown.find(([key]) => key === event.detail.item.value)?.[2]?.()}>
            {shown.map(([key, label]) => <SlMenuItem key={key} value={key} data-testid={`menu-${key === 'child' ? 'add-child' : key}`}>{label}</SlMenuItem>)}
          </SlMenu>
        </SlDropdown>
      ) : null}
    </div>
  );
}
