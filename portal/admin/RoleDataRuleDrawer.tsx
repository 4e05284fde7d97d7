import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlCheckbox from '@shoelace-style/shoelace/dist/react/checkbox/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import SlSpinner from '@shoelace-style/shoelace/dist/react/spinner/index.js';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { fetchRoleDataRules, saveRoleDataRules, type RoleDataRules } from '../../shared/admin/role-grants.ts';
import { failureText } from '../../shared/api/index.ts';
import { notify } from '../components/notify.ts';

/** The menu whose data rules are shown: its id and title. */
export interface RuleMenu {
  key: string;
  title: string;
}

/**
 * A role's data rules of one menu (widgets-admin §6 "role authorisation covers data rules"):
 * each rule of the menu as a checkbox, checked when the role has it; 保存 gives the role
 * exactly the checked ones. The server refuses while the role lacks the menu itself
 * ('请先保存角色菜单权限!'); the refusal shows in the drawer.
 */
export function RoleDataRuleDrawer({ roleId, menu, onClose }: { roleId: string; menu: RuleMenu | null; onClose: () => void }) {
  const [open, setOpen] = useState(false);
  useEffect(() => setOpen(!!menu), [menu]);
  if (!menu) return null;
  return createPortal(
    <SlDrawer label={msg(str`数据规则：${menu.title}`)} open={open} className="role-rule-drawer" data-testid="role-rule-drawer"
      onSlAfterHide={(event) => event.target === event.currentTarget && onClose()}>
      <RuleBody key={menu.key} roleId={roleId} menuId={menu.key} onDone={() => setOpen(false)} />
    </SlDrawer>,
    document.body,
  );
}

function RuleBody({ roleId, menuId, onDone }: { roleId: string; menuId: string; onDone: () => void }) {
  const [answer, setAnswer] = useState<RoleDataRules | { error: unknown } | null>(null);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState('');

  useEffect(() => {
    let current = true;
    fetchRoleDataRules(roleId, menuId).then(
      (rules) => {
        if (!current) return;
        setAnswer(rules);
        setChecked(new Set(rules.granted));
      },
      (error: unknown) => current && setAnswer({ error }),
    );
    return () => { current = false; };
  }, [roleId, menuId]);

  function toggle(id: string) {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChecked(next);
  }

  async function save() {
    setSaving(true);
    setRefusal('');
    try {
      await saveRoleDataRules(roleId, menuId, checked);
      notify(msg('保存成功'), 'success');
      onDone();
    } catch (error) {
      setRefusal(failureText(error));
    } finally {
      setSaving(false);
    }
  }

  if (!answer) return <div className="role-grant-loading"><SlSpinner data-testid="role-rule-loading" /></div>;
  if ('error' in answer) return <SlAlert variant="danger" open><span data-testid="role-rule-failure">{failureText(answer.error)}</span></SlAlert>;
  return (
    <>
      {answer.rules.length === 0 ? <p data-testid="role-rule-empty">{msg('该菜单没有数据规则')}</p> : (
        <ul className="role-rule-list">
          {answer.rules.map((rule) => (
            <li key={rule.id}>
              <SlCheckbox checked={checked.has(rule.id)} data-testid="role-rule-check" data-rule={rule.id} onSlChange={() => toggle(rule.id)}>
                {rule.ruleName}
                <span className="role-rule-detail">{`${rule.ruleColumn} ${rule.ruleConditions} ${rule.ruleValue}`}{rule.status === '0' ? ` · ${msg('未启用')}` : ''}</span>
              </SlCheckbox>
            </li>
          ))}
        </ul>
      )}
      {refusal ? <SlAlert variant="danger" open><span data-testid="role-rule-refusal">{refusal}</span></SlAlert> : null}
      <div slot="footer" className="role-grant-footer">
        <SlButton data-testid="role-rule-cancel" onClick={onDone}>{msg('取消')}</SlButton>
        <SlButton variant="primary" loading={saving} disabled={answer.rules.length === 0} data-testid="role-rule-save" onClick={() => void save()}>{msg('保存')}</SlButton>
      </div>
    </>
  );
}
