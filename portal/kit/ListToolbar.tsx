import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import type { ReactNode } from 'react';

/** What the toolbar offers; an absent handler hides its button (no permission, or not offered). */
export interface ListToolbarProps {
  testId: string;
  selected: number;
  onAdd?: (() => void) | undefined;
  onBatchDelete?: (() => void) | undefined;
  onImport?: (() => void) | undefined;
  onExport?: (() => void) | undefined;
  exporting: boolean;
  /** More buttons of the page. */
  children?: ReactNode;
}

/**
 * The toolbar of a kit list: 新增, 批量删除, 导入, 导出 (each only with its permission), then
 * the page's own buttons; it wraps on a narrow screen. Nothing shown, nothing drawn.
 */
export function ListToolbar({ testId, selected, onAdd, onBatchDelete, onImport, onExport, exporting, children }: ListToolbarProps) {
  if (!onAdd && !onBatchDelete && !onImport && !onExport && !children) return null;
  return (
    <div className="kit-toolbar" role="toolbar" data-testid={`${testId}-toolbar`}>
      {onAdd ? <SlButton variant="primary" onClick={onAdd} data-testid={`${testId}-add`}>{msg('新增')}</SlButton> : null}
      {onImport ? <SlButton onClick={onImport} data-testid={`${testId}-import`}>{msg('导入')}</SlButton> : null}
      {onExport ? <SlButton onClick={onExport} loading={exporting} data-testid={`${testId}-export`}>{msg('导出')}</SlButton> : null}
      {onBatchDelete ? (
        <SlButton variant="danger" outline onClick={onBatchDelete} data-testid={`${testId}-batch-delete`}>
          {selected ? msg(str`批量删除（${selected}）`) : msg('批量删除')}
        </SlButton>
      ) : null}
      {children}
    </div>
  );
}
