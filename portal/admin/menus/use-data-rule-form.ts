import { msg, str } from '@lit/localize';
import { useState } from 'react';
import { failureText } from '../../../shared/api/index.ts';
import type { DataRule, DataRuleInput } from '../../../shared/kit/data-rule.ts';
import type { Menu } from '../../../shared/resources/menu.ts';
import { notify } from '../../components/notify.ts';
import type { FormErrors, FormFieldConfig, FormValue, FormValues } from '../../kit/form-config.ts';
import { formErrors } from '../../kit/form-values.ts';
import { dataRuleMutations } from './data-rules-store.ts';

/** Whether the rule form is closed, adding a rule, or editing one. */
export type RuleFormMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; rule: DataRule };

const EMPTY: FormValues = { ruleName: '', ruleColumn: '', ruleConditions: 'eq', ruleValue: '', status: '1' };

/**
 * The add/edit form of a menu's data rules, inside its drawer: the values, each field's
 * message (the kit's rules), the server's refusal (a rule that could not apply is refused
 * when saved); saving goes through the rules' mutations, so the list reads again.
 */
export function useDataRuleForm(menu: Menu | null, fields: FormFieldConfig[]) {
  const [mode, setMode] = useState<RuleFormMode>({ kind: 'closed' });
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);

  function open(next: RuleFormMode, start: FormValues) {
    setMode(next);
    setValues(start);
    setErrors({});
    setRefusal('');
  }
  const startAdd = () => open({ kind: 'add' }, EMPTY);
  const startEdit = (rule: DataRule) => open({ kind: 'edit', rule }, { ...rule });
  const close = () => setMode({ kind: 'closed' });
  const edit = (key: string, value: FormValue) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  async function save() {
    if (!menu || mode.kind === 'closed' || saving) return;
    setRefusal('');
    const found = formErrors({ fields }, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const text = (key: string) => String(values[key] ?? '').trim();
    const rule = {
      permissionId: menu.id, ruleName: text('ruleName'), ruleColumn: text('ruleColumn'),
      ruleConditions: text('ruleConditions'), ruleValue: text('ruleValue'), status: values.status === '0' ? '0' : '1',
    } as DataRuleInput;
    setSaving(true);
    try {
      await (mode.kind === 'add' ? dataRuleMutations.add.run(rule) : dataRuleMutations.edit.run({ ...rule, id: mode.rule.id }));
      notify(msg('保存成功'), 'success');
      close();
    } catch (error) {
      const reason = failureText(error);
      setRefusal(reason);
      notify(msg(str`保存失败：${reason}`), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return { mode, values, errors, refusal, saving, startAdd, startEdit, close, edit, save };
}

/** The state of the data-rule form. */
export type DataRuleFormState = ReturnType<typeof useDataRuleForm>;
