import { msg, str } from '@lit/localize';
import { failureText } from '../../shared/api/index.ts';
import type { RecordOf, Resource } from '../../shared/kit/index.ts';
import { notify } from '../components/notify.ts';
import type { RowAction } from './list-config.ts';
import type { PendingActionState } from './use-pending-action.ts';

/** Does a row action of a kit table: after its question when it has one, else at once; says when it is done or why it failed. */
export function runRowAction<X extends Resource>(action: RowAction<X>, record: RecordOf<X>, confirm: PendingActionState): void {
  const pending = { question: action.confirm?.(record) ?? '', danger: action.variant === 'danger', run: () => action.run(record), done: action.done?.() ?? '' };
  if (action.confirm) confirm.ask(pending);
  else void pending.run().then(() => pending.done && notify(pending.done, 'success'), (error: unknown) => notify(msg(str`操作失败：${failureText(error)}`), 'danger'));
}
