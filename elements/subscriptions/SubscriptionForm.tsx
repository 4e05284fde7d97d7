import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import { useEffect, useState } from 'react';
import type { PushPlan, SubscriptionRow, SubscriptionSave, SubscriptionType } from '../../shared/schemas/subscription.ts';
import { splitValues } from '../pickers/value-list.ts';
import { MultiUserPicker } from '../user-picker/UserPicker.tsx';
import { saveSubscription, type Outcome } from './subscription-api.ts';
import { subscriptionTypeChoices } from './subscription-texts.ts';

/** Props of {@link SubscriptionForm}. */
export interface SubscriptionFormProps {
  /** Closed with null; open to add with 'add', to edit a merged row with that row. */
  editing: SubscriptionRow | 'add' | null;
  permissionId: string;
  plans: PushPlan[];
  onClose(): void;
  /** A save the server accepted: its words. */
  onSaved(outcome: Outcome): void;
}

type Errors = Partial<Record<'users' | 'type' | 'plans', string>>;

const selectValue = (event: Event) => (event.target as unknown as { value: string | string[] }).value;

/**
 * The add/edit modal of a subscription (portal-shell §2.7): user accounts (the multi-user
 * picker), the subscribe type and the plans (several). Saving sends `relationUser` or
 * `updateRelationUser` (with the edited row's plan and type as `originalPlanId`,
 * `originalType`); the server's refusal stays in the modal as a warning.
 */
export function SubscriptionForm({ editing, permissionId, plans, onClose, onSaved }: SubscriptionFormProps) {
  const row = editing && editing !== 'add' ? editing : null;
  const [users, setUsers] = useState('');
  const [type, setType] = useState<SubscriptionType | ''>('');
  const [planIds, setPlanIds] = useState<string[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [warning, setWarning] = useState('');
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setUsers(row ? row.userNameList.join(',') : '');
    setType(row ? row.type : '');
    setPlanIds(row ? [row.planId] : []);
    setErrors({});
    setWarning('');
    // Each opening starts from the row edited, or empty.
  }, [editing]);

  async function save() {
    const userNameList = splitValues(users);
    const next: Errors = {
      users: userNameList.length ? undefined : msg(str`请选择${msg('用户账号')}`),
      type: type ? undefined : msg(str`请选择${msg('订阅类型')}`),
      plans: planIds.length ? undefined : msg(str`请选择${msg('订阅计划')}`),
    };
    setErrors(next);
    if (next.users || next.type || next.plans || !type) return;
    const body: SubscriptionSave = {
      permissionId, userNameList, type, planId: planIds,
      ...(row ? { originalPlanId: row.planId, originalType: row.type } : {}),
    };
    setSaving(true);
    setWarning('');
    const outcome = await saveSubscription(body, !!row);
    setSaving(false);
    if (outcome.ok) onSaved(outcome);
    else setWarning(outcome.message);
  }

  return (
    <SlDialog label={row ? msg('编辑订阅') : msg('新增订阅')} open={editing !== null} className="dkp-subs-form-dialog" part="form"
      data-testid="subs-form" onSlRequestClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}>
      {editing === null ? null : (
        // No <form>: the user picker's dialog, rendered inside, has its own search form.
        <div className="dkp-subs-form">
          <div className="dkp-subs-field" data-testid="subs-form-users">
            <span className="dkp-subs-label">{msg('用户账号')}</span>
            <MultiUserPicker value={users} onChange={(picked) => setUsers(picked.value)} />
            {errors.users ? <p className="dkp-subs-error" role="alert" data-testid="subs-form-users-error">{errors.users}</p> : null}
          </div>
          <div className="dkp-subs-field">
            <SlSelect label={msg('订阅类型')} required hoist value={type} data-testid="subs-form-type"
              onSlChange={(event) => setType(String(selectValue(event)) as SubscriptionType | '')}>
              {subscriptionTypeChoices().map((choice) => <SlOption key={choice.value} value={choice.value}>{choice.label}</SlOption>)}
            </SlSelect>
            {errors.type ? <p className="dkp-subs-error" role="alert" data-testid="subs-form-type-error">{errors.type}</p> : null}
          </div>
          <div className="dkp-subs-field">
            <SlSelect label={msg('订阅计划')} required multiple clearable hoist maxOptionsVisible={3} value={planIds} data-testid="subs-form-plans"
              onSlChange={(event) => {
                const value = selectValue(event);
                setPlanIds(Array.isArray(value) ? value : splitValues(value));
              }}>
              {plans.map((plan) => <SlOption key={plan.id} value={plan.id}>{plan.planName}</SlOption>)}
            </SlSelect>
            {errors.plans ? <p className="dkp-subs-error" role="alert" data-testid="subs-form-plans-error">{errors.plans}</p> : null}
          </div>
          {warning ? <p className="dkp-subs-warning" role="alert" data-testid="subs-form-warning">{warning}</p> : null}
        </div>
      )}
      <SlButton slot="footer" data-testid="subs-form-cancel" onClick={onClose}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={saving} data-testid="subs-form-save" onClick={() => void save()}>{msg('保存')}</SlButton>
    </SlDialog>
  );
}
