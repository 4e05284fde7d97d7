import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import { failureText } from '../../shared/api/index.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { notify } from '../components/notify.ts';
import type { FormAction, FormValues } from './form-config.ts';

interface FormActionButtonProps {
  action: FormAction;
  values: FormValues;
  /** The edited record's id, absent on add. */
  id: string | undefined;
  testId: string;
}

/**
 * One of a form's own buttons in the dialog footer (`FormConfig.actions`): shown with its
 * permission while it applies, busy while it runs; what it answers, or why it failed, shows
 * as a notification, so the form stays as typed.
 */
export function FormActionButton({ action, values, id, testId }: FormActionButtonProps) {
  const allowed = usePermission(action.permission ?? '');
  const [running, setRunning] = useState(false);
  if ((action.permission && !allowed) || (action.visible && !action.visible(values))) return null;

  async function run() {
    setRunning(true);
    try {
      notify(await action.run(values, id), 'success');
    } catch (error) {
      notify(failureText(error), 'danger');
    } finally {
      setRunning(false);
    }
  }
  return (
    <SlButton slot="footer" loading={running} disabled={action.disabled?.(values, id) ?? false} data-testid={`${testId}-${action.key}`}
      onClick={() => void run()}>
      {action.label()}
    </SlButton>
  );
}
