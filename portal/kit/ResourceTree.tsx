import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import { useStore } from '@nanostores/react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { localized, useLocale } from '../../shared/i18n/index.ts';
import { resourceMutators, type DataProvider, type FieldSpec, type RecordOf, type Resource } from '../../shared/kit/index.ts';
import { resourceVersion } from '../../shared/kit/resource-version.ts';
import type { TreeRecord } from '../../shared/kit/tree-rows.ts';
import { notify } from '../components/notify.ts';
import { CellValue } from './CellValue.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import type { RowAction } from './list-config.ts';
import { ListToolbar } from './ListToolbar.tsx';
import { ResourceFormDialog } from './ResourceFormDialog.tsx';
import { ResourceTreeTable, type TreeColumn } from './ResourceTreeTable.tsx';
import { RowActions } from './RowActions.tsx';
import { runRowAction } from './run-row-action.ts';
import type { TreeConfig, TreeForm, TreeFormTarget } from './tree-config.ts';
import { treeLoaders } from './tree-loaders.ts';
import { usePendingAction } from './use-pending-action.ts';
import { useResourceForm } from './use-resource-form.ts';
import type { ResourcePermissions } from './use-resource-permissions.ts';
import './tree-table.css';

/** Props of {@link ResourceTree}: the resource (a tree), its provider, table and form, and the permissions held. */
export interface ResourceTreeProps<X extends Resource> {
  resource: X;
  provider: DataProvider<X>;
  tree: TreeConfig<X>;
  form?: TreeForm<X>;
  testId: string;
  permissions: ResourcePermissions;
  /** More toolbar buttons of the page. */
  toolbar?: ReactNode;
}

type Row<X extends Resource> = RecordOf<X> & TreeRecord;
const idOf = (record: unknown) => String((record as { id: string }).id);

/**
 * The tree of a kit tree page once the list permission is held: a search by the title field
 * (when the definition names a search call), 新增 and 批量删除, the table loaded a level at a
 * time with 编辑, 添加下级, the page's actions and 删除 on each row, the form dialog and the
 * confirmation. Every save or delete changes the resource's version: the tree reads again,
 * keeping open what was open.
 */
export function ResourceTree<X extends Resource>({ resource, provider, tree: config, form, testId, permissions, toolbar }: ResourceTreeProps<X>) {
  const locale = useLocale();
  const spec = resource.tree!;
  const fields = resource.fields as Record<string, FieldSpec | undefined>;
  const target = useRef<TreeFormTarget>({ editing: null, parent: null });
  const [formConfig] = useState(() => (typeof form === 'function' ? form(() => target.current) : form));
  const dialog = useResourceForm(provider, formConfig);
  const confirm = usePendingAction();
  const version = useStore(resourceVersion(resource)).data;
  const loaders = useMemo(() => treeLoaders(resource), [resource]);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const mutators = resourceMutators(provider);
  const titleLabel = localized(fields[spec.titleField]!.label, locale);

  const canAdd = !!formConfig && permissions.add;
  const canEdit = !!formConfig && permissions.edit;
  const addUnder = (parent: RecordOf<X> | null) => {
    target.current = { editing: null, parent: parent && idOf(parent) };
    dialog.startAddWith(parent ? { ...config.childValues?.(parent), [spec.parentField]: idOf(parent) } : {});
  };
  const edit = (record: RecordOf<X>) => {
    target.current = { editing: idOf(record), parent: null };
    dialog.startEdit(record);
  };
  const remove = (record: RecordOf<X>) => confirm.ask({
    question: config.deleteQuestion?.(record) ?? msg('确定删除此记录吗？'), danger: true, done: msg('删除成功'),
    run: async () => {
      await mutators.deleteOne.run(idOf(record));
      setSelected((ids) => ids.filter((id) => id !== idOf(record)));
    },
  });
  function removeSelected() {
    if (selected.length === 0) return notify(msg('请选择一条记录！'), 'warning');
    confirm.ask({
      question: config.batchDeleteQuestion?.(selected.length) ?? msg(str`确定删除选中的 ${selected.length} 条记录吗？`), danger: true, done: msg('删除成功'),
      run: async () => {
        await mutators.deleteMany.run(selected);
        setSelected([]);
      },
    });
  }
  const search = (next: string) => {
    setDraft(next);
    setKeyword(next.trim());
  };

  const addChild: RowAction<X> = { key: 'add-child', label: () => msg('添加下级'), visible: config.canAddChild, run: async (record) => addUnder(record) };
  const extras = [...(canAdd ? [addChild] : []), ...(config.rowActions ?? [])];
  // Each cell is the field's plain text unless the page renders it; its test id is `<prefix>-cell-<key>`, as in the kit's list.
  const columns: TreeColumn<Row<X>>[] = config.columns.map((column) => {
    const { key, render } = typeof column === 'string' ? { key: column, render: undefined } : column;
    const field = fields[key]!;
    return {
      key, title: localized(field.label, locale), width: field.width,
      render: (record) => <span data-testid={`${testId}-cell-${key}`}>{render ? render(record) : <CellValue field={field} value={record[key]} />}</span>,
    };
  });

  return (
    <div className="kit-list kit-tree-page" data-testid={`${testId}-list`}>
      {loaders.searchable ? (
        <form className="kit-card kit-tree-search" role="search" onSubmit={(event) => { event.preventDefault(); search(draft); }}>
          <SlInput label={titleLabel} value={draft} placeholder={msg(str`请输入${titleLabel}`)} clearable data-testid={`${testId}-keyword`}
            onSlInput={(event) => setDraft(String((event.target as HTMLInputElement).value))} onSlClear={() => search('')} />
          <SlButton type="submit" variant="primary" data-testid={`${testId}-search`}>{msg('查询')}</SlButton>
          <SlButton data-testid={`${testId}-reset`} onClick={() => search('')}>{msg('重置')}</SlButton>
        </form>
      ) : null}
      <div className="kit-card">
        <ListToolbar testId={testId} selected={selected.length} exporting={false}
          onAdd={canAdd ? () => addUnder(null) : undefined} onBatchDelete={permissions.delete ? removeSelected : undefined}>
          {toolbar}
        </ListToolbar>
        {keyword ? <p className="kit-tree-searching" data-testid={`${testId}-searching`}>{msg(str`${titleLabel}含“${keyword}”`)}</p> : null}
        {version === undefined ? null : (
          <ResourceTreeTable<Row<X>> columns={columns}
            rowActions={canEdit || permissions.delete || extras.length > 0 ? (record) => (
              <RowActions record={record} testId={testId} extras={extras} onExtra={(action) => runRowAction(action, record, confirm)}
                onEdit={canEdit ? () => edit(record) : undefined} onDelete={permissions.delete ? () => remove(record) : undefined} />
            ) : undefined}
            selectedIds={selected} onSelectionChange={permissions.delete ? setSelected : undefined}
            loadRoots={() => loaders.loadRoots(keyword)} loadChildren={(id) => loaders.loadLevel(String(id))} reloadKey={`${version}|${keyword}`} />
        )}
      </div>
      {formConfig ? <ResourceFormDialog state={dialog} testId={testId} /> : null}
      <ConfirmDialog state={confirm} testId={testId} />
    </div>
  );
}
