import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDrawer from '@shoelace-style/shoelace/dist/react/drawer/index.js';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { failureText } from '../../../shared/api/index.ts';
import { useLocale } from '../../../shared/i18n/index.ts';
import type { QueryRule } from '../../../shared/kit/query-rules.ts';
import type { Menu } from '../../../shared/resources/menu.ts';
import { TableScroll } from '../../components/TableScroll.tsx';
import { ConfirmDialog } from '../../kit/ConfirmDialog.tsx';
import { ruleText } from '../../kit/query-texts.ts';
import { usePendingAction } from '../../kit/use-pending-action.ts';
import { dataRuleFields } from './data-rule-fields.ts';
import { $dataRules, $ruleMenuId, dataRuleMutations } from './data-rules-store.ts';
import { DataRuleForm } from './DataRuleForm.tsx';
import { menuName } from './menu-texts.ts';
import { useDataRuleForm } from './use-data-rule-form.ts';

/**
 * The data rules of one menu (widgets-admin §6; JeecgBoot's `getPermRuleListByPermId`): a
 * drawer listing them (name, field, condition, value, status) with add, edit and delete.
 * `menu` null: closed.
 */
export function DataRuleDrawer({ menu, onClose }: { menu: Menu | null; onClose: () => void }) {
  useLocale();
  const fields = useMemo(() => dataRuleFields(menu?.componentName ?? ''), [menu]);
  const form = useDataRuleForm(menu, fields);
  const confirm = usePendingAction();
  const rules = useStore($dataRules);
  const { close } = form;

  useEffect(() => {
    $ruleMenuId.set(menu?.id ?? null);
    close();
  }, [menu]);

  return (
    <SlDrawer label={menu ? msg(str`数据规则：${menuName(menu)}`) : msg('数据规则')} open={!!menu} className="rule-drawer" data-testid="rule-drawer"
      onSlAfterHide={(event) => { if (event.target === event.currentTarget) onClose(); }}>
      {form.mode.kind !== 'closed' ? <DataRuleForm fields={fields} state={form} /> : (
        <>
          <div className="kit-toolbar">
            <SlButton variant="primary" onClick={form.startAdd} data-testid="rule-add">{msg('新增')}</SlButton>
          </div>
          {rules.error ? <SlAlert variant="danger" open><span data-testid="rule-failure">{failureText(rules.error)}</span></SlAlert> : null}
          <TableScroll>
            <table className="admin-table" data-testid="rule-table" aria-busy={rules.loading}>
              <thead>
                <tr>
                  <th>{msg('规则名称')}</th><th>{msg('规则字段')}</th><th>{msg('条件规则')}</th><th>{msg('规则值')}</th>
                  <th>{msg('状态')}</th><th>{msg('操作')}</th>
                </tr>
              </thead>
              <tbody>
                {rules.data?.length === 0 ? <tr><td colSpan={6} className="admin-empty" data-testid="rule-empty">{msg('暂无数据')}</td></tr> : null}
                {(rules.data ?? []).map((rule) => (
                  <tr key={rule.id} data-testid="rule-row" data-id={rule.id}>
                    <td>{rule.ruleName}</td>
                    <td><code>{rule.ruleColumn}</code></td>
                    <td>{ruleText(rule.ruleConditions as QueryRule)}</td>
                    <td><code>{rule.ruleValue}</code></td>
                    <td>{rule.status === '1' ? msg('有效') : msg('无效')}</td>
                    <td className="nowrap">
                      <div className="kit-row-actions">
                        <SlButton size="small" onClick={() => form.startEdit(rule)} data-testid="rule-edit">{msg('编辑')}</SlButton>
                        <SlButton size="small" variant="danger" outline data-testid="rule-delete"
                          onClick={() => confirm.ask({ question: msg('确定删除此记录吗？'), danger: true, done: msg('删除成功'), run: () => dataRuleMutations.remove.run(rule.id) })}>
                          {msg('删除')}
                        </SlButton>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </>
      )}
      {/* Over the drawer, not inside its panel. */}
      {createPortal(<ConfirmDialog state={confirm} testId="rule" />, document.body)}
    </SlDrawer>
  );
}
