import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlSwitch from '@shoelace-style/shoelace/dist/react/switch/index.js';
import SlTextarea from '@shoelace-style/shoelace/dist/react/textarea/index.js';
import { CodeEditor } from '../../elements/code-editor/index.ts';
import { CronField } from '../../elements/cron/index.ts';
import { RichTextEditor } from '../../elements/rich-text-editor/index.ts';
import { FieldError } from '../account/FieldError.tsx';
import { ChoiceField } from './ChoiceField.tsx';
import { ImageUploadField } from './ImageUploadField.tsx';
import { AttachmentsField, ATTACHMENTS_BIZ } from './AttachmentsField.tsx';
import { FolderSelectField } from './FolderSelectField.tsx';
import type { FormFieldConfig, FormFile, FormValue, FormValues } from './form-config.ts';

/** What a field of the form dialog gets. */
export interface FormFieldProps {
  field: FormFieldConfig;
  value: FormValue | undefined;
  error: string | undefined;
  /** `<prefix>-<key>`; its message is `<id>-error`. */
  id: string;
  onChange: (value: FormValue) => void;
  onLeave: () => void;
  /** The form's values, for what `field.below` shows. */
  values?: FormValues;
}

const INPUT_TYPES = { input: 'text', password: 'password', number: 'number', date: 'date', datetime: 'datetime-local' } as const;
const text = (value: FormValue | undefined) => (typeof value === 'string' ? value : '');
const valueOf = (event: Event) => String((event.target as HTMLInputElement).value ?? '');

/** One field of a kit form: its widget, then its message (widgets-admin §5). */
export function FormField({ field, value, error, id, onChange, onLeave, values }: FormFieldProps) {
  const common = {
    label: field.label(),
    required: !!field.required,
    helpText: field.helpText?.() ?? '',
    'data-testid': id,
    'aria-invalid': error ? true : undefined,
  };
  let control;
  if (field.widget === 'select' || field.widget === 'radio') {
    control = <ChoiceField field={field} value={value} common={common} onChange={onChange} />;
  } else if (field.widget === 'switch') {
    control = (
      <SlSwitch checked={value === true} data-testid={id} onSlChange={(event) => onChange((event.target as HTMLInputElement).checked)}>
        {common.label}
      </SlSwitch>
    );
  } else if (field.widget === 'image') {
    control = (
      <ImageUploadField label={common.label} required={common.required} value={text(value)} biz={field.biz ?? 'temp'} id={id}
        onChange={onChange} />
    );
  } else if (field.widget === 'attachments') {
    control = (
      <AttachmentsField label={common.label} required={common.required} value={Array.isArray(value) ? value.filter((f): f is FormFile => typeof f === 'object') : []}
        biz={field.biz ?? ATTACHMENTS_BIZ} id={id} max={field.maxItems} helpText={common.helpText} onChange={(files) => { onChange(files); onLeave(); }} />
    );
  } else if (field.widget === 'folder') {
    control = (
      <FolderSelectField label={common.label} required={common.required} helpText={common.helpText} value={text(value)} space={field.folderSpace ?? 'knowledge'} id={id}
        onChange={(folderId) => { onChange(folderId); onLeave(); }} />
    );
  } else if (field.widget === 'cron') {
    control = (
      <div className="kit-cron-field" role="group" aria-label={common.label}>
        <span className="kit-image-label">{common.label}{common.required ? <span className="kit-image-required" aria-hidden="true"> *</span> : null}</span>
        <CronField value={text(value)} testId={id} label={common.label} placeholder={field.placeholder?.()} onChange={(v) => { onChange(v); onLeave(); }} />
      </div>
    );
  } else if (field.widget === 'code') {
    control = (
      <div className="kit-code-field" role="group" aria-label={common.label} onBlur={onLeave}>
        <span className="kit-image-label">{common.label}{common.required ? <span className="kit-image-required" aria-hidden="true"> *</span> : null}</span>
        <CodeEditor value={text(value)} mode={field.codeMode} testId={id} label={common.label} placeholder={field.placeholder?.()} invalid={!!error} onChange={onChange} />
        {common.helpText ? <div className="kit-code-help">{common.helpText}</div> : null}
      </div>
    );
  } else if (field.widget === 'richText') {
    control = (
      <div className="kit-code-field" role="group" aria-label={common.label} onBlur={onLeave} data-invalid={error ? 'true' : undefined}>
        <span className="kit-image-label">{common.label}{common.required ? <span className="kit-image-required" aria-hidden="true"> *</span> : null}</span>
        <RichTextEditor value={text(value)} testId={id} placeholder={field.placeholder?.()} {...(field.biz ? { biz: field.biz } : {})} onChange={onChange} />
        {common.helpText ? <div className="kit-code-help">{common.helpText}</div> : null}
      </div>
    );
  } else if (field.widget === 'textarea') {
    control = (
      <SlTextarea {...common} rows={5} value={text(value)} maxlength={field.maxlength} placeholder={field.placeholder?.() ?? ''}
        onSlInput={(event) => onChange(valueOf(event))} onSlBlur={onLeave} />
    );
  } else {
    control = (
      <SlInput {...common} type={INPUT_TYPES[field.widget]} value={text(value)} maxlength={field.maxlength} readonly={!!field.readonly} placeholder={field.placeholder?.() ?? ''}
        passwordToggle={field.widget === 'password'} autocomplete={field.widget === 'password' ? 'new-password' : 'off'}
        onSlInput={(event) => onChange(valueOf(event))} onSlChange={(event) => onChange(valueOf(event))} onSlBlur={onLeave} />
    );
  }
  return (
    <div className="kit-field" data-field={field.key}>
      {control}
      <FieldError id={id} message={error} />
      {field.below && values ? <div className="kit-field-below" data-testid={`${id}-below`}>{field.below(values)}</div> : null}
    </div>
  );
}
