import { msg, str } from '@lit/localize';
import { useMemo, useRef, useState } from 'react';
import { ApiError, failureText } from '../../shared/api/index.ts';
import { resourceMutators, type DataProvider, type RecordOf, type Resource } from '../../shared/kit/index.ts';
import { notify } from '../components/notify.ts';
import type { FormConfig, FormErrors, FormPurpose, FormValue, FormValues } from './form-config.ts';
import { formErrors, initialValues, inputOf, valuesOf, visibleFields } from './form-values.ts';
import { resolveForm } from './resolve-form.ts';

/** Whether the dialog is closed, adding a record, or editing `record`. */
export type FormMode<X extends Resource> = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; record: RecordOf<X> };

const idOf = (record: unknown) => (record as { id: string }).id;

/** The record's values of the keys edit takes that the form does not show: they go back unchanged (a tenant's state). */
function keptOf<X extends Resource>(resource: X, fieldKeys: string[], record: RecordOf<X>): Record<string, unknown> {
  const keys = Object.keys((resource.editInput ?? resource.input).properties).filter((key) => !fieldKeys.includes(key));
  return Object.fromEntries(keys.flatMap((key) => (key in (record as object) ? [[key, (record as Record<string, unknown>)[key]]] : [])));
}

/**
 * The add/edit dialog of a kit list: what is typed, each field's message, the duplicate
 * check of unique fields (when a field is left, and before saving; empty values and the
 * record's own value are not asked, and the record's id goes as `dataId`), the server's
 * refusal (under the field it names, else above the buttons); saving goes through the
 * resource's mutations, so every view of it reads again.
 */
export function useResourceForm<X extends Resource>(provider: DataProvider<X>, declared: FormConfig<X> | undefined) {
  const config = useMemo(() => declared && resolveForm(provider.resource, declared), [provider.resource, declared]);
  const [mode, setMode] = useState<FormMode<X>>({ kind: 'closed' });
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const latest = useRef<FormValues>({});
  const opened = useRef<FormValues>({});

  function open(next: FormMode<X>, start: FormValues) {
    latest.current = start;
    opened.current = start;
    setMode(next);
    setValues(start);
    setErrors({});
    setRefusal('');
  }
  const startAdd = () => config && open({ kind: 'add' }, initialValues(config));
  /** Adds a record starting from some values already set (a child under its parent). */
  const startAddWith = (preset: FormValues) => config && open({ kind: 'add' }, { ...initialValues(config), ...preset });
  const startEdit = (listed: RecordOf<X>) => {
    if (!config) return;
    const edit = (record: RecordOf<X>) => open({ kind: 'edit', record }, valuesOf(config, record));
    if (config.load) void config.load(listed).then(edit, (error: unknown) => notify(msg(str`操作失败：${failureText(error)}`), 'danger'));
    else edit(listed);
  };
  const close = () => setMode({ kind: 'closed' });
  const editedId = mode.kind === 'edit' ? idOf(mode.record) : undefined;
  const purpose: FormPurpose = mode.kind === 'edit' ? 'edit' : 'add';

  /** Changes one field; its message (and those it `clears`) goes. */
  function edit(key: string, value: FormValue) {
    latest.current = { ...latest.current, [key]: value };
    setValues(latest.current);
    const cleared = [key, ...(config?.fields.find((f) => f.key === key)?.clears ?? [])];
    setErrors((previous) => ({ ...previous, ...Object.fromEntries(cleared.map((k) => [k, undefined])) }));
  }

  /** The messages of unique fields whose value another record holds. */
  async function takenErrors(of: FormValues, keys?: string[]): Promise<FormErrors> {
    const asked = visibleFields(config!, of, purpose).filter((field) => field.unique && (!keys || keys.includes(field.key)))
      .filter((field) => typeof of[field.key] === 'string' && (of[field.key] as string).trim())
      .filter((field) => mode.kind !== 'edit' || of[field.key] !== opened.current[field.key]);
    const answers = await Promise.all(asked.map((field) => provider.checkUnique({ field: field.key, value: of[field.key] as string, id: editedId })));
    return Object.fromEntries(asked.flatMap((field, i) => (answers[i] ? [[field.key, field.takenMessage?.() ?? answers[i]]] : [])));
  }

  /** A field was left: a unique one is checked at once, if nothing else is wrong with it. */
  async function leave(key: string) {
    if (!config || mode.kind === 'closed' || errors[key]) return;
    const asked = latest.current;
    const taken = await takenErrors(asked, [key]);
    // An answer about a value typed over meanwhile is no longer true.
    if (latest.current[key] === asked[key] && taken[key]) setErrors((previous) => ({ ...previous, [key]: taken[key] }));
  }

  async function save() {
    if (!config || mode.kind === 'closed' || saving) return;
    setRefusal('');
    const found = formErrors(config, values, purpose);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const taken = await takenErrors(values);
      if (Object.keys(taken).length > 0) {
        setErrors(taken);
        return;
      }
      const kept = mode.kind === 'edit' ? keptOf(provider.resource, config.fields.map((f) => f.key), mode.record) : {};
      const input = inputOf(config, values, purpose, kept);
      const mutators = resourceMutators(provider);
      await (mode.kind === 'add' ? mutators.create.run(input) : mutators.update.run({ id: editedId!, input }));
      notify(msg('保存成功'), 'success');
      close();
    } catch (error) {
      const reason = failureText(error);
      // A refusal about one field the form shows goes under that field; any other above the buttons.
      const field = error instanceof ApiError && visibleFields(config, values, purpose).some((f) => f.key === error.field) ? error.field : '';
      if (field) setErrors({ [field]: reason });
      else setRefusal(reason);
      notify(msg(str`保存失败：${reason}`), 'danger');
    } finally {
      setSaving(false);
    }
  }

  return { form: config, purpose, mode, values, errors, refusal, saving, startAdd, startAddWith, startEdit, close, edit, leave, save };
}

/** The state of a resource's form dialog. */
export type ResourceFormState<X extends Resource> = ReturnType<typeof useResourceForm<X>>;
