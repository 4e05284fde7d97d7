import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { DATA_RULE_VARIABLES } from '../../../shared/kit/data-rule.ts';
import type { FormFieldConfig } from '../../kit/form-config.ts';
import { FormField } from '../../kit/FormField.tsx';
import { variableText } from './data-rule-fields.ts';
import type { DataRuleFormState } from './use-data-rule-form.ts';

/**
 * The add/edit form of a data rule, in place of the list in the drawer (no dialog over a
 * drawer on a phone): its fields, the variables a value may name (a click adds one), the
 * server's refusal, 保存 and 取消.
 */
export function DataRuleForm({ fields, state }: { fields: FormFieldConfig[]; state: DataRuleFormState }) {
  const { mode, values, errors, refusal, saving, close, edit, save } = state;
  const value = String(values.ruleValue ?? '');
  return (
    <form className="kit-form" noValidate data-testid="rule-form" onSubmit={(event) => { event.preventDefault(); void save(); }}>
      <h3 className="rule-form-title">{mode.kind === 'edit' ? msg('编辑数据规则') : msg('新增数据规则')}</h3>
      {fields.map((field) => (
        <FormField key={field.key} field={field} value={values[field.key]} error={errors[field.key]} id={`rule-${field.key}`}
          onChange={(next) => edit(field.key, next)} onLeave={() => undefined} />
      ))}
      <div className="rule-variables" role="group" aria-label={msg('可用变量')} data-testid="rule-variables">
        <span>{msg('可用变量')}</span>
        {DATA_RULE_VARIABLES.map((variable) => (
          <SlButton key={variable} size="small" title={variableText(variable)} data-testid="rule-variable" data-variable={variable}
            onClick={() => edit('ruleValue', `${value}${variable}`)}>
            {variableText(variable)} <code>{variable}</code>
          </SlButton>
        ))}
      </div>
      {refusal ? <div className="field-error" role="alert" data-testid="rule-refusal">{refusal}</div> : null}
      <div className="rule-form-buttons">
        <SlButton onClick={close} data-testid="rule-cancel">{msg('取消')}</SlButton>
        <SlButton variant="primary" loading={saving} onClick={() => void save()} data-testid="rule-save">{msg('保存')}</SlButton>
      </div>
    </form>
  );
}
