import {
  callAction, createResourceMutation, isRowEdit, resourceMutators, type DataProvider, type RecordOf, type Resource, type ResourceMutation, type RowCommand,
} from '../../shared/kit/index.ts';
import type { LocalizedText } from '../../shared/schemas/localized-text.ts';
import type { RowAction } from './list-config.ts';
import { textOf } from './resolve-form.ts';

/** A definition's text with `{field}` replaced by that field of the row (a confirmation naming the announcement). */
export const rowText = (text: LocalizedText, record: object): string =>
  textOf(text).replace(/\{(\w+)\}/g, (whole, key: string) => (key in record ? String((record as Record<string, unknown>)[key] ?? '') : whole));

// One mutation per action: its calls refresh every view of the resource as the kit's writes do.
const mutations = new WeakMap<object, ResourceMutation<unknown, unknown>>();

/**
 * The row action a list shows for a command of the definition (`defineAction` with a `row`, or
 * `defineRowEdit`): its label, question and message in the current language, its permission
 * (the action's, or the resource's edit), when it shows, and the call with the row's input.
 */
export function rowActionOf<X extends Resource>(command: RowCommand<X>, provider: DataProvider<X>): RowAction<X> {
  const { row } = command;
  const permission = isRowEdit(command) ? command.resource.permissions.edit : command.permission;
  const inputOf = (record: RecordOf<X>) => row.input?.(record) ?? { id: (record as { id: string }).id };
  let run: (record: RecordOf<X>) => Promise<unknown>;
  if (isRowEdit(command)) {
    const update = resourceMutators(provider).update;
    run = (record) => update.run({ id: (record as { id: string }).id, input: inputOf(record) as never });
  } else {
    let mutation = mutations.get(command);
    if (!mutation) {
      mutation = createResourceMutation(command.resource, (input: unknown) => callAction(command, input as never));
      mutations.set(command, mutation);
    }
    const done = mutation;
    run = (record) => done.run(inputOf(record));
  }
  return {
    key: command.name,
    label: () => textOf(row.label),
    ...(permission ? { permission } : {}),
    ...(row.when ? { visible: row.when } : {}),
    variant: row.danger ? 'danger' : 'default',
    ...(row.confirm ? { confirm: (record: RecordOf<X>) => rowText(row.confirm!, record) } : {}),
    ...(row.done ? { done: () => textOf(row.done!) } : {}),
    run,
  };
}
