import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { createRoleGrantStore } from '../../shared/admin/role-grant-store.ts';
import { failureText } from '../../shared/api/index.ts';
import { checkStates } from '../../shared/kit/check-tree.ts';
import type { GrantTreeNode } from '../../shared/schemas/role-grants.ts';
import { notify } from '../components/notify.ts';
import { CheckTree } from '../kit/CheckTree.tsx';
import { RoleDataRuleDrawer } from './RoleDataRuleDrawer.tsx';
import './role-grants.css';

/** The role being authorised: its id and name. */
export interface GrantedRole {
  id: string;
  roleName: string;
}

/**
 * The role authorisation drawer (widgets-admin §6, §7 `queryTreeList`, `queryRolePermission`,
 * `saveRolePermission`): every menu with its buttons as a tree of checkboxes, expand and
 * collapse all, check all and none, linked or independent checking, 仅保存 and 保存并关闭. A
 * menu with data rules carries a tag; its title opens them. Full width on a phone.
 * Saving reaches the role's signed-in users at once (the server pushes 'permission').
 */
export function RoleGrantDrawer({ role, onClose }: { role: GrantedRole | null; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!!role), [role]);
  if (!role) return null;
  return createPortal(
    <SlDrawer label={msg(str`角色权限配置：${role.roleName}`)} open={open} className="role-grant-drawer" data-testid="role-grant-drawer"
      onSlAfterHide={(event) => event.target === event.currentTarget && onClose()}>
      <GrantBody key={role.id} role={role} onDone={() => setOpen(false)} />
    </SlDrawer>,
    document.body,
  );
}

function GrantBody({ role, onDone }: { role: GrantedRole; onDone: () => void }) {
  const store = useMemo(() => createRoleGrantStore(role.id), [role.id]);
  const state = useStore(store.$state);
  const [ruleMenu, setRuleMenu] = useState<GrantTreeNode | null>(null);
  useEffect(() => void store.load(), [store]);
  const states = useMemo(() => checkStates(state.tree, state.checked, state.linked), [state.tree, state.checked, state.linked]);

  async function save(close: boolean) {
    try {
      await store.save();
      notify(msg('保存成功'), 'success');
      if (close) onDone();
    } catch (error) {
      notify(msg(str`保存失败：${failureText(error)}`), 'danger');
    }
  }

  if (state.status === 'loading') return <div className="role-grant-loading"><SlSpinner data-testid="role-grant-loading" /></div>;
  if (state.status === 'failed') {
    return <SlAlert variant="danger" open><span data-testid="role-grant-failure">{failureText(state.error)}</span></SlAlert>;
  }
  return (
    <>
      <div className="role-grant-tools" role="toolbar" aria-label={msg('树操作')}>
        <SlButton size="small" data-testid="role-grant-expand-all" onClick={store.expandAll}>{msg('展开全部')}</SlButton>
        <SlButton size="small" data-testid="role-grant-collapse-all" onClick={store.collapseAll}>{msg('折叠全部')}</SlButton>
        <SlButton size="small" data-testid="role-grant-check-all" onClick={store.checkAll}>{msg('选择全部')}</SlButton>
        <SlButton size="small" data-testid="role-grant-check-none" onClick={store.checkNone}>{msg('取消选择')}</SlButton>
        <SlSwitch size="small" checked={state.linked} data-testid="role-grant-linked"
          onSlChange={(event) => store.setLinked((event.target as HTMLInputElement).checked)}>{msg('父子关联')}</SlSwitch>
      </div>
      <CheckTree nodes={state.tree} states={states} expanded={state.expanded} label={msg('菜单与按钮权限')} testId="role-grant"
        onToggle={store.toggle} onExpandedChange={store.toggleExpanded} activeKey={ruleMenu?.key}
        titleAction={(node) => (node.ruleFlag ? () => setRuleMenu(node) : undefined)}
        badge={(node) => (node.ruleFlag ? <SlTag size="small" variant="primary" pill data-testid="role-grant-rule-mark">{msg('数据规则')}</SlTag> : null)} />
      <div slot="footer" className="role-grant-footer">
        <SlButton data-testid="role-grant-cancel" onClick={onDone}>{msg('取消')}</SlButton>
        <SlButton variant="primary" outline loading={state.saving} data-testid="role-grant-save" onClick={() => void save(false)}>{msg('仅保存')}</SlButton>
        <SlButton variant="primary" loading={state.saving} data-testid="role-grant-save-close" onClick={() => void save(true)}>{msg('保存并关闭')}</SlButton>
      </div>
      <RoleDataRuleDrawer roleId={role.id} menu={ruleMenu} onClose={() => setRuleMenu(null)} />
    </>
  );
}
