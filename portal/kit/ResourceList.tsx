import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useStore } from '@nanostores/react';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { failureText } from '../../shared/api/index.ts';
import {
  createListStore, invalidateResource, resourceMutators, routeName, type DataProvider, type FieldSpec, type RecordOf, type Resource,
} from '../../shared/kit/index.ts';
import { Pagination } from '../components/Pagination.tsx';
import { notify } from '../components/notify.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { ImportModal } from './ImportModal.tsx';
import type { AdvancedQuerySlotProps } from './list-config.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { QueryBar } from './QueryBar.tsx';
import { ResourceAdvancedQuery } from './ResourceAdvancedQuery.tsx';
import { ResourceFormDialog } from './ResourceFormDialog.tsx';
import type { ResourceListPageProps } from './list-page-props.ts';
import { ResourceTable } from './ResourceTable.tsx';
import { rowActionOf } from './row-commands.ts';
import { runRowAction } from './run-row-action.ts';
import { RowActions } from './RowActions.tsx';
import { useExport } from './use-export.ts';
import { usePendingAction } from './use-pending-action.ts';
import { useResourceForm } from './use-resource-form.ts';
import type { ResourcePermissions } from './use-resource-permissions.ts';

type Props<X extends Resource> = ResourceListPageProps<X> & { provider: DataProvider<X>; testId: string; permissions: ResourcePermissions };

const idOf = (record: unknown) => (record as { id: string }).id;

// Every resource with fields offered to the advanced query gets it, unless its page brings its own.
const defaultAdvancedQuery = <X extends Resource>(props: AdvancedQuerySlotProps<X>) =>
  Object.values(props.resource.fields).some((field) => (field as FieldSpec | undefined)?.query) ? <ResourceAdvancedQuery {...props} /> : null;

/** The list of a kit page once the list permission is held: its stores, bars, table, pager and dialogs. */
export function ResourceList<X extends Resource>({ resource, provider, list: config, form, testId, permissions, advancedQuery, onImport, toolbar, store }: Props<X>) {
  const [list] = useState(() => store ?? createListStore(provider));
  const state = useStore(list.$state);
  const view = useStore(list.$view);
  const selected = useStore(list.$selection);
  const dialog = useResourceForm(provider, form);
  const confirm = usePendingAction();
  const exporter = useExport(provider, list);
  const mutators = resourceMutators(provider);
  // The kit's import (widgets-admin §2 "Import Excel") unless the page brings its own.
  const [importing, setImporting] = useState(false);

  const canEdit = !!form && permissions.edit;
  const canBatchDelete = permissions.delete && config.batchDelete !== false;
  const selectable = canBatchDelete || permissions.export;
  // The definition's commands become row actions here; a page's own pass as they are.
  const extras = useMemo(() => (config.rowActions ?? []).map((action) => ('row' in action ? rowActionOf(action, provider) : action)), [config.rowActions, provider]);
  const columns = config.columns.map((column) => (typeof column === 'string' ? { key: column } : column));
  const hasActions = canEdit || permissions.delete || extras.length > 0;
  const onAdd = form && permissions.add ? dialog.startAdd : undefined;

  const askDelete = (record: RecordOf<X>) => confirm.ask({
    question: config.deleteQuestion?.(record) ?? msg('确定删除此记录吗？'), danger: true, done: msg('删除成功'),
    run: () => mutators.deleteOne.run(idOf(record)),
  });
  function askBatchDelete() {
    const ids = list.$selection.get();
    if (ids.length === 0) {
      notify(msg('请选择一条记录！'), 'warning');
      return;
    }
    confirm.ask({
      question: msg(str`确定删除选中的 ${ids.length} 条记录吗？`), danger: true, done: msg('删除成功'),
      run: async () => {
        await mutators.deleteMany.run(ids);
        list.$selection.set([]);
      },
    });
  }
  // Some records are edited only after a question (widgets-admin §4: a departed user); the form opens once it is answered.
  function startEdit(record: RecordOf<X>) {
    const question = config.editQuestion?.(record);
    if (question) confirm.ask({ question, danger: false, done: '', run: async () => dialog.startEdit(record) });
    else dialog.startEdit(record);
  }
  return (
    <div className="kit-list" data-testid={`${testId}-list`}>
      <QueryBar resource={resource} list={list} filters={config.filters} testId={testId}>
        {(advancedQuery ?? defaultAdvancedQuery)({ resource, value: state.superQuery, onApply: list.setSuperQuery })}
      </QueryBar>
      <div className="kit-card">
        <ListToolbar testId={testId} selected={selected.length} exporting={exporter.exporting}
          onAdd={onAdd}
          onBatchDelete={canBatchDelete ? askBatchDelete : undefined}
          onImport={permissions.import ? onImport ?? (() => setImporting(true)) : undefined}
          onExport={permissions.export ? () => void exporter.exportRows() : undefined}>
          {toolbar}
        </ListToolbar>
        {view.error ? <SlAlert variant="danger" open><span data-testid={`${testId}-failure`}>{failureText(view.error)}</span></SlAlert> : null}
        <ResourceTable resource={resource} columns={columns} records={view.records} loading={view.loading} firstLoad={view.firstLoad}
          sort={state.sort} onSort={list.sortBy} testId={testId}
          emptyAction={onAdd ? <SlButton variant="primary" size="small" data-testid={`${testId}-empty-add`} onClick={onAdd}>{msg('新增')}</SlButton> : null}
          selection={selectable ? { ids: selected, onChange: (ids) => list.$selection.set(ids) } : undefined}
          actions={hasActions ? (record) => (
            <RowActions record={record} testId={testId} extras={extras} onExtra={(action) => runRowAction(action, record, confirm)}
              onEdit={canEdit && (config.canEdit?.(record) ?? true) ? () => startEdit(record) : undefined}
              onDelete={permissions.delete && (config.canDelete?.(record) ?? true) ? () => askDelete(record) : undefined} />
          ) : undefined} />
        {view.firstLoad ? null : <Pagination pageNo={state.pageNo} pageSize={state.pageSize} total={view.total} onChange={list.turn} />}
      </div>
      {form ? <ResourceFormDialog state={dialog} testId={testId} /> : null}
      <ConfirmDialog state={confirm} testId={testId} />
      {permissions.import && !onImport ? createPortal(
        <ImportModal open={importing} url={`${resource.basePath}/${routeName(resource, 'importExcel')}`} onImported={() => invalidateResource(resource)}
          onClose={() => setImporting(false)} />,
        document.body,
      ) : null}
    </div>
  );
}
