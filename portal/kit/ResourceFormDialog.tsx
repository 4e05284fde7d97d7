import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import type { CSSProperties, ReactNode } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { useDialogGeneration } from '../../shared/ui/use-dialog-generation.ts';
import type { Resource } from '../../shared/kit/index.ts';
import type { FormFieldConfig } from './form-config.ts';
import { FormActionButton } from './FormActionButton.tsx';
import { FormField } from './FormField.tsx';
import { visibleFields } from './form-values.ts';
import type { ResourceFormState } from './use-resource-form.ts';

interface ResourceFormDialogProps<X extends Resource> {
  /** The form's state; its `form` is the page's form completed from the definition (`resolveForm`). */
  state: ResourceFormState<X>;
  testId: string;
}

/** Fields in rows: consecutive fields naming the same `row` share one. */
function rowsOf(fields: FormFieldConfig[]): FormFieldConfig[][] {
  const rows: FormFieldConfig[][] = [];
  for (const field of fields) {
    const last = rows.at(-1);
    if (field.row && last?.[0]?.row === field.row) last.push(field);
    else rows.push([field]);
  }
  return rows;
}

/**
 * The add/edit dialog of a kit resource (widgets-admin §2 "Administration forms"): the
 * config's fields and widgets (completed from the resource's definition, `resolveForm`), each field's message under it (§5), the server's refusal
 * above the buttons, and the form's own buttons (`actions`) beside them; saving checks
 * the rules and the unique fields, then saves through the
 * resource's mutations and closes, so the list reads again.
 */
export function ResourceFormDialog<X extends Resource>({ state, testId }: ResourceFormDialogProps<X>) {
  useLocale();
  const { form, purpose, mode, values, errors, refusal, saving, close, edit, leave, save } = state;
  const editing = mode.kind === 'edit';
  const dialog = useDialogGeneration(mode.kind !== 'closed');
  if (!form) return null;
  const config = form;
  const field = (f: FormFieldConfig): ReactNode => (
    <FormField key={f.key} field={f} value={values[f.key]} values={values} error={errors[f.key]} id={`${testId}-${f.key}`}
      onChange={(value) => edit(f.key, value)} onLeave={() => void leave(f.key)} />
  );

  return (
    <SlDialog key={dialog.key} label={editing ? (config.titles?.edit() ?? msg('编辑')) : (config.titles?.add() ?? msg('新增'))} open={mode.kind !== 'closed'}
      style={{ '--width': `${config.width ?? 560}px` } as CSSProperties} data-testid={`${testId}-dialog`}
      // Closing starts (Cancel, Escape, the overlay): the form learns it now, not after the
      // animation, so a form opened meanwhile is not closed by this one's end.
      onSlHide={(event) => {
        if (event.target !== event.currentTarget) return;
        dialog.hiding();
        close();
      }}
      onSlAfterHide={(event) => {
        if (event.target === event.currentTarget) dialog.hidden();
      }}>
      {mode.kind === 'closed' ? null : (
        <form className="kit-form" noValidate data-testid={`${testId}-form`} onSubmit={(event) => { event.preventDefault(); void save(); }}>
          {rowsOf(visibleFields(form, values, purpose)).map((row) => (row.length === 1 ? field(row[0]!) : <div key={row[0]!.key} className="kit-form-row">{row.map(field)}</div>))}
          {refusal ? <div className="field-error" role="alert" data-testid={`${testId}-refusal`}>{refusal}</div> : null}
        </form>
      )}
      {mode.kind === 'closed' ? null : config.actions?.map((action) => (
        <FormActionButton key={action.key} action={action} values={values} id={editing ? (mode.record as { id: string }).id : undefined} testId={testId} />
      ))}
      <SlButton slot="footer" onClick={close} data-testid={`${testId}-cancel`}>{msg('取消')}</SlButton>
      <SlButton slot="footer" variant="primary" loading={saving} onClick={() => void save()} data-testid={`${testId}-save`}>{msg('保存')}</SlButton>
    </SlDialog>
  );
}
