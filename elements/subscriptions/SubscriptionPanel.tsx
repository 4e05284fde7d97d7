import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useState } from 'react';
import { usePermission } from '../../shared/permissions/use-permission.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import type { SubscriptionRow, SubscriptionType } from '../../shared/schemas/subscription.ts';
import { useEmit } from '../define/element-host.ts';
import { deleteSubscription, type Outcome } from './subscription-api.ts';
import { noMenuText, subscriptionTypeChoices } from './subscription-texts.ts';
import { SubscriptionForm } from './SubscriptionForm.tsx';
import { SubscriptionPager } from './SubscriptionPager.tsx';
import { SubscriptionTable } from './SubscriptionTable.tsx';
import { usePushPlans } from './use-push-plans.ts';
import { useSubscriptionList } from './use-subscription-list.ts';

/** A delete waiting for the user's answer: the rows it removes. */
type PendingDelete = { rows: SubscriptionRow[] } | null;

const selectValue = (event: Event) => String((event.target as unknown as { value: string }).value ?? '');

/**
 * The subscriptions of one report page (portal-shell §2.7): filters by type and plan, 新增 and
 * 批量删除, the merged rows with 编辑 and 删除, the pager when the server pages, the add/edit
 * modal and the delete question. The buttons follow `system:subscribe:add|edit|delete`. With
 * no menu chosen the list is empty and 新增 says '请选择一个菜单!'. Saves and deletes show
 * the server's words as a success, or as a warning when refused (portal-shell §7, §8).
 */
export function SubscriptionPanel({ permissionId, active = true }: { permissionId: string; active?: boolean }) {
  const list = useSubscriptionList(permissionId, active);
  const plans = usePushPlans(active);
  const emit = useEmit();
  const canAdd = usePermission(PERMISSION_CODES.subscribeAdd);
  const canEdit = usePermission(PERMISSION_CODES.subscribeEdit);
  const canDelete = usePermission(PERMISSION_CODES.subscribeDelete);
  const [editing, setEditing] = useState<SubscriptionRow | 'add' | null>(null);
  const [pending, setPending] = useState<PendingDelete>(null);
  const [deleting, setDeleting] = useState(false);
  const [message, setMessage] = useState<Outcome | null>(null);

  function add() {
    if (!permissionId) setMessage({ ok: false, message: noMenuText() });
    else setEditing('add');
  }
  function askBatchDelete() {
    const rows = list.rows.filter((row) => list.selected.includes(row.id));
    if (rows.length === 0) setMessage({ ok: false, message: msg('请选择一条记录！') });
    else setPending({ rows });
  }
  async function confirmDelete() {
    if (!pending) return;
    setDeleting(true);
    const outcomes = [];
    // One call per merged row: the documented call deletes one (permissionId, planId, type).
    for (const row of pending.rows) outcomes.push(await deleteSubscription(row));
    setDeleting(false);
    setPending(null);
    const refused = outcomes.find((o) => !o.ok);
    setMessage(refused ?? outcomes[0]!);
    if (outcomes.some((o) => o.ok)) {
      list.reload();
      emit('dkp-subscription-change', { permissionId, action: 'delete' });
    }
  }

  return (
    <div className="dkp-subs-panel" part="panel" data-testid="subs-panel">
      <div className="dkp-subs-bar" part="toolbar">
        <SlSelect size="small" label={msg('订阅类型')} hoist value={list.filters.type} placeholder={msg('全部')} clearable data-testid="subs-filter-type"
          onSlChange={(event) => list.filter({ type: selectValue(event) as SubscriptionType | '' })}>
          {subscriptionTypeChoices().map((choice) => <SlOption key={choice.value} value={choice.value}>{choice.label}</SlOption>)}
        </SlSelect>
        <SlSelect size="small" label={msg('订阅计划')} hoist value={list.filters.planId} placeholder={msg('全部')} clearable data-testid="subs-filter-plan"
          onSlChange={(event) => list.filter({ planId: selectValue(event) })}>
          {plans.map((plan) => <SlOption key={plan.id} value={plan.id}>{plan.planName}</SlOption>)}
        </SlSelect>
        <span className="dkp-subs-actions">
          {canAdd ? <SlButton size="small" variant="primary" data-testid="subs-add" onClick={add}>{msg('新增')}</SlButton> : null}
          {canDelete ? (
            <SlButton size="small" data-testid="subs-batch-delete" onClick={askBatchDelete}>
              {list.selected.length ? msg(str`批量删除 (${list.selected.length})`) : msg('批量删除')}
            </SlButton>
          ) : null}
        </span>
      </div>
      {message ? (
        <SlAlert open closable variant={message.ok ? 'success' : 'warning'} data-testid="subs-message" data-variant={message.ok ? 'success' : 'warning'}
          onSlAfterHide={(event) => event.target === event.currentTarget && setMessage(null)}>
          {message.message}
        </SlAlert>
      ) : null}
      {list.failure ? <p role="alert" className="dkp-subs-failure" data-testid="subs-failure">{list.failure}</p> : null}
      <SubscriptionTable rows={list.rows} loading={list.loading} selectable={canDelete} selected={list.selected} onSelect={list.setSelected}
        onEdit={canEdit ? (row) => setEditing(row) : undefined} onDelete={canDelete ? (row) => setPending({ rows: [row] }) : undefined} />
      {list.total !== null && list.total > 0 ? (
        <SubscriptionPager pageNo={list.paging.pageNo} pageSize={list.paging.pageSize} total={list.total} onTurn={list.turn} />
      ) : null}
      <SubscriptionForm editing={editing} permissionId={permissionId} plans={plans} onClose={() => setEditing(null)}
        onSaved={(outcome) => {
          const action = editing === 'add' ? 'add' : 'edit';
          setEditing(null);
          setMessage(outcome);
          list.reload();
          emit('dkp-subscription-change', { permissionId, action });
        }} />
      <SlDialog label={msg('确认删除')} open={pending !== null} data-testid="subs-confirm" className="dkp-subs-confirm"
        onSlRequestClose={(event) => event.target === event.currentTarget && setPending(null)}>
        <p data-testid="subs-confirm-question">
          {pending && pending.rows.length > 1 ? msg(str`确定删除选中的 ${pending.rows.length} 条记录吗？`) : msg('确定删除此记录吗？')}
        </p>
        <SlButton slot="footer" data-testid="subs-confirm-cancel" onClick={() => setPending(null)}>{msg('取消')}</SlButton>
        <SlButton slot="footer" variant="danger" loading={deleting} data-testid="subs-confirm-ok" onClick={() => void confirmDelete()}>{msg('确定')}</SlButton>
      </SlDialog>
    </div>
  );
}
