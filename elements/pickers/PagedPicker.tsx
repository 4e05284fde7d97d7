import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState } from 'react';
import type { PickPage, PickQuery } from './picker-api.ts';
import { PickerPager } from './PickerPager.tsx';
import { PickerSearch } from './PickerSearch.tsx';
import { PickerTable, type PickColumn } from './PickerTable.tsx';
import { SelectedList } from './SelectedList.tsx';
import { createPickList, type PickList, type PickListView } from './pick-list.ts';
import { usePickSelection, type PickSelection } from './use-pick-selection.ts';

/** What {@link usePagedPicker} needs: the dialog's state and how rows are fetched and named. */
export interface PagedPickerOptions<R> {
  open: boolean;
  multiple: boolean;
  /** The rows picked when the dialog opens (the picker's value). */
  initial: readonly R[];
  fetchPage(query: PickQuery): Promise<PickPage<R>>;
  keyOf(row: R): string;
  onOk(rows: R[]): void;
  onCancel(): void;
}

/** A paged picker dialog's state: its list, what is picked, the warning, and OK and cancel. */
export interface PagedPicker<R> {
  list: PickList<R>;
  view: PickListView<R>;
  selection: PickSelection<R>;
  multiple: boolean;
  keyOf(row: R): string;
  warning: string | null;
  /** Changes on each closing, so the search box starts empty on the next opening. */
  searchKey: number;
  toggle(row: R): void;
  ok(): void;
  cancel(): void;
}

/**
 * The behaviour every paged picker dialog shares (widgets-admin §4 "Picker dialogs"): the
 * first page loads on opening, the picker's value is picked, 'OK' hands the rows over except
 * in single mode with none ('Please select a record'), and closing clears the dialog.
 */
export function usePagedPicker<R>({ open, multiple, initial, fetchPage, keyOf, onOk, onCancel }: PagedPickerOptions<R>): PagedPicker<R> {
  const list = useMemo(() => createPickList(fetchPage), []);
  const view = useStore(list.$view);
  const selection = usePickSelection<R>(multiple, keyOf);
  const [warning, setWarning] = useState<string | null>(null);
  const [searchKey, setSearchKey] = useState(0);

  const initialKey = initial.map(keyOf).join();
  useEffect(() => {
    if (open) void list.load();
  }, [open]);
  // Opening starts from the picker's value, and from its names once they arrive.
  useEffect(() => {
    if (open) selection.reset(initial);
  }, [open, initialKey]);

  const close = (then: () => void) => {
    list.reset();
    selection.reset([]);
    setWarning(null);
    setSearchKey((k) => k + 1);
    then();
  };
  return {
    list, view, selection, multiple, keyOf, warning, searchKey,
    toggle: (row) => {
      setWarning(null);
      selection.toggle(row);
    },
    ok: () => {
      if (!multiple && selection.rows.length !== 1) return setWarning(msg('请选择一条记录！'));
      const picked = [...selection.rows];
      close(() => onOk(picked));
    },
    cancel: () => close(onCancel),
  };
}

/** Props of {@link PagedPickList}. */
export interface PagedPickListProps<R> {
  picker: PagedPicker<R>;
  /** The label of the search box (what it searches). */
  searchLabel: string;
  columns: PickColumn<R>[];
  /** The name of a picked row in the list of those picked. */
  labelOf(row: R): string;
}

/** A paged picker's main pane: the search, the table, the pager and the rows picked so far. */
export function PagedPickList<R>({ picker, searchLabel, columns, labelOf }: PagedPickListProps<R>) {
  const { list, view, selection } = picker;
  return (
    <div className="dkp-pick-main">
      <PickerSearch key={picker.searchKey} label={searchLabel} onSearch={(text) => void list.search(text)} />
      <PickerTable columns={columns} rows={view.records} rowKey={picker.keyOf} picked={selection.keys} multiple={picker.multiple}
        onToggle={picker.toggle} loading={view.loading} failure={view.failure} />
      <PickerPager pageNo={view.pageNo} pageSize={view.pageSize} total={view.total} onTurn={(pageNo, pageSize) => void list.turn(pageNo, pageSize)} />
      <SelectedList items={selection.rows.map((r) => ({ key: picker.keyOf(r), label: labelOf(r) }))} onRemove={selection.remove} />
    </div>
  );
}
