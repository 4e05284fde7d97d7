import { useState, type FormEvent } from 'react';
import { validateFields, type FieldRule } from '../../shared/validation/index.ts';

/**
 * The state of an account form step: its fields, their §5 messages, and a busy flag while
 * the server is asked. `submit` checks the rules first and calls `send` only when they pass;
 * `send` handles its own refusal and answers whether the form may be sent again.
 */
export function useAccountForm<F extends string>(
  initial: Record<F, string>,
  rules: (fields: Record<F, string>) => Partial<Record<F, FieldRule>>,
  send: (fields: Record<F, string>) => Promise<'done' | 'retry'>,
) {
  const [fields, setFields] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [busy, setBusy] = useState(false);

  /** The `sl-input` handler of a field: keeps its value and clears its message. */
  const input = (field: F) => (event: Event) => {
    const value = (event.target as HTMLInputElement).value;
    setFields((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateFields(fields, rules(fields));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    if ((await send(fields)) === 'retry') setBusy(false);
  }

  return { fields, errors, busy, input, submit };
}
