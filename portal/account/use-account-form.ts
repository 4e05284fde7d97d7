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

  /** Puts a value into a field and clears its message. */
  const set = (field: F, value: string) => {
    setFields((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  /** The `sl-input` handler of a field. */
  const input = (field: F) => (event: Event) => set(field, (event.target as HTMLInputElement).value);
  /** Shows a message under a field, as a check outside the rules found it (an SMS send refused). */
  const setError = (field: F, message: string | null) => setErrors((previous) => ({ ...previous, [field]: message ?? undefined }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = validateFields(fields, rules(fields));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    if ((await send(fields)) === 'retry') setBusy(false);
  }

  return { fields, errors, busy, input, set, setError, submit };
}
