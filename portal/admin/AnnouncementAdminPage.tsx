import { msg } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlInput from '@shoelace-style/shoelace/dist/react/input/index.js';
import SlOption from '@shoelace-style/shoelace/dist/react/option/index.js';
import SlSelect from '@shoelace-style/shoelace/dist/react/select/index.js';
import SlTag from '@shoelace-style/shoelace/dist/react/tag/index.js';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../../shared/format/index.ts';
import { menuTitle, useLocale } from '../../shared/i18n/index.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { ANNOUNCEMENT_STATUSES, PERMISSION_CODES, type AnnouncementStatus } from '../../shared/schemas/index.ts';
import { ListLoadingRow } from '../components/ListLoadingRow.tsx';
import { Pagination } from '../components/Pagination.tsx';
import { TableScroll } from '../components/TableScroll.tsx';
import { PageView, type MenuPageProps } from '../pages/MenuPage.tsx';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import { AnnouncementRowActions } from './AnnouncementRowActions.tsx';
import { categoryText, priorityText, priorityVariant, statusText, statusVariant } from './announcement-texts.ts';
import { ConfirmActionDialog } from './ConfirmActionDialog.tsx';
import { useAnnouncementActions } from './use-announcement-actions.ts';
import { useAnnouncementForm } from './use-announcement-form.ts';
import { useAnnouncements, type AnnouncementSortColumn } from './use-announcements.ts';
import './admin.css';

const ALL = 'all';
const timeText = (iso: string | null) => (iso ? formatDateTime(new Date(iso)) : '—');

/**
 * Announcement administration (issue 4; widgets-admin §2, §4, §5): the tenant's announcements,
 * newest created first, filtered by title and status, paged; add and edit in a dialog, release,
 * revoke and delete after confirmation, each control shown by its permission.
 */
export function AnnouncementAdminPage({ meta }: MenuPageProps) {
  const locale = useLocale();
  const allowed = usePermission(PERMISSION_CODES.announcementList);
  const canAdd = usePermission(PERMISSION_CODES.announcementAdd);
  const list = useAnnouncements(allowed);
  const dialog = useAnnouncementForm(list.reload);
  const actions = useAnnouncementActions(list.reload);
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<AnnouncementStatus | typeof ALL>(ALL);

  function submit(event: FormEvent) {
    event.preventDefault();
    list.search({ titile: title.trim(), ...(status === ALL ? {} : { sendStatus: status }) });
  }
  function reset() {
    setTitle('');
    setStatus(ALL);
    list.search({});
  }

  if (!allowed) {
    return (
      <PageView title={menuTitle(meta, locale)}>
        <SlAlert variant="warning" open data-testid="announcement-forbidden">{msg('抱歉，您无权查看通告。')}</SlAlert>
      </PageView>
    );
  }

  const sortHeader = (column: AnnouncementSortColumn, label: string) => {
    const active = list.request.column === column;
    const direction = active ? (list.request.order === 'asc' ? 'ascending' : 'descending') : 'none';
    return (
      <th aria-sort={direction}>
        <button type="button" className="admin-sort" data-testid={`announcement-sort-${column}`} onClick={() => list.sort(column)}>
          {label} <span aria-hidden="true">{active ? (list.request.order === 'asc' ? '▲' : '▼') : '↕'}</span>
        </button>
      </th>
    );
  };

  return (
    <PageView title={menuTitle(meta, locale)}>
      <form className="admin-filter" noValidate onSubmit={submit} data-testid="announcement-filter">
        <SlInput label={msg('标题')} value={title} placeholder={msg('请输入标题')} data-testid="announcement-filter-title"
          onSlInput={(event) => setTitle((event.target as HTMLInputElement).value)} />
        <SlSelect label={msg('发布状态')} value={status} data-testid="announcement-filter-status"
          onSlChange={(event) => setStatus((event.target as HTMLSelectElement).value as AnnouncementStatus | typeof ALL)}>
          <SlOption value={ALL}>{msg('全部')}</SlOption>
          {Object.values(ANNOUNCEMENT_STATUSES).map((s) => <SlOption key={s} value={s}>{statusText(s)}</SlOption>)}
        </SlSelect>
        <SlButton type="submit" variant="primary" data-testid="announcement-search">{msg('查询')}</SlButton>
        <SlButton onClick={reset} data-testid="announcement-reset">{msg('重置')}</SlButton>
        {canAdd ? <SlButton variant="primary" outline onClick={dialog.startAdd} data-testid="announcement-add">{msg('新增')}</SlButton> : null}
      </form>
      <SlAlert variant="danger" open={list.failure !== null}><span data-testid="announcement-failure">{list.failure}</span></SlAlert>
      <TableScroll>
        <table className="admin-table" data-testid="announcement-table" aria-busy={list.loading}>
          <thead>
            <tr>
              <th>{msg('标题')}</th><th>{msg('消息类型')}</th><th>{msg('发布人')}</th><th>{msg('优先级')}</th><th>{msg('发布状态')}</th>
              {sortHeader('createTime', msg('创建时间'))}{sortHeader('sendTime', msg('发布时间'))}<th>{msg('操作')}</th>
            </tr>
          </thead>
          <tbody>
            {list.page.records.map((record) => (
              <tr key={record.id} data-testid="announcement-row" data-id={record.id}>
                <td data-testid="announcement-row-title">{record.titile}</td>
                <td className="nowrap">{categoryText(record.msgCategory)}</td>
                <td>{record.sender}</td>
                <td><SlTag size="small" variant={priorityVariant(record.priority)}>{priorityText(record.priority)}</SlTag></td>
                <td><SlTag size="small" variant={statusVariant(record.sendStatus)} data-testid="announcement-status">{statusText(record.sendStatus)}</SlTag></td>
                <td className="nowrap">{timeText(record.createTime)}</td>
                <td className="nowrap">{timeText(record.sendTime)}</td>
                <td><AnnouncementRowActions record={record} onEdit={dialog.startEdit} onAsk={actions.ask} /></td>
              </tr>
            ))}
            {list.firstLoad ? <ListLoadingRow columns={8} /> : null}
            {list.page.records.length === 0 && !list.loading ? (
              <tr><td colSpan={8} className="admin-empty" data-testid="announcement-empty">{msg('暂无数据')}</td></tr>
            ) : null}
          </tbody>
        </table>
      </TableScroll>
      {list.firstLoad ? null : <Pagination pageNo={list.request.pageNo} pageSize={list.request.pageSize} total={list.page.total} onChange={list.turn} />}
      <AnnouncementDialog state={dialog} />
      <ConfirmActionDialog state={actions} />
    </PageView>
  );
}
