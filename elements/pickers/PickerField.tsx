import { msg } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlIconButton from '@shoelace-style/shoelace/dist/react/icon-button/index.js';
import '../shoelace/icon-base.ts';

/** Props of {@link PickerField}. */
export interface PickerFieldProps {
  /** The names of what is picked, comma-joined. */
  text: string;
  placeholder: string;
  onOpen(): void;
  onClear(): void;
  testId: string;
}

/**
 * The field of a picker (widgets-admin §2 "read-only input … clear icon"): the picked names in
 * a read-only box that opens the dialog when clicked, a clear icon while something is picked,
 * and a 'select' button.
 */
export function PickerField({ text, placeholder, onOpen, onClear, testId }: PickerFieldProps) {
  return (
    <div className="dkp-pick-field" part="field" data-testid={testId}>
      <input readOnly value={text} title={text} placeholder={placeholder} part="input" data-testid={`${testId}-input`} onClick={onOpen}
        onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && onOpen()} />
      {text ? <SlIconButton name="x-circle-fill" label={msg('清空')} className="dkp-pick-clear" data-testid={`${testId}-clear`} onClick={onClear} /> : null}
      <SlButton size="small" part="button" data-testid={`${testId}-open`} onClick={onOpen}>{msg('选择')}</SlButton>
    </div>
  );
}
