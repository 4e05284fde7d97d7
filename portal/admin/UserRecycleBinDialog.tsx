import { msg, str } from '@lit/localize';
import SlAlert from '@shoelace-style/shoelace/dist/react/alert/index.js';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import SlDialog from '@shoelace-style/shoelace/dist/react/dialog/index.js';
import { useStore } from '@nanostores/react';
import { useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { createRecycleBinStore, purgeUsers, restoreUsers, type UserAdminRecord } from '../../shared/admin/index.ts';
import { failureText } from '../../shared/api/index.ts';
import type { FieldSpec } from '../../shared/kit/index.ts';
import { userResource } from '../../shared/resources/user.ts';
import { Pagination } from '../components/Pagination.tsx';
import { notify } from '../components/notify.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import type { ColumnConfig } from '../kit/list-config.ts';
import { ResourceTable } from '../kit/ResourceTable.tsx';
import { usePendingAction } from '../kit/use-pending-action.ts';
import { useDepartNames } from './use-depart-names.ts';
import './users.css';

type User = typeof userResource;
// The bin is read newest-deleted first and takes no sort: its headers are plain titles.
const BIN_VIEW = {
  ...userResource,
  fields: Object.fromEntries(Object.entries(userResource.fields).map(([key, field]) => [key, { ...(field as FieldSpec), sortable: false }])),
} as unknown as User;
const NO_SORT = { column: '', order: 'desc' } as const;

/** The bin's page, selection and actions; mounted while the dialog is open, so a closed bin asks for nothing. */
function RecycleBinBody() {
  const [{ $paging, $bin }] = useState(createRecycleBinStore);
  const paging = useStore($paging);
  const bin = useStore($bin);
  const shown = useRef<{ records: UserAdminRecord[]; total: number } | undefined>(undefined);
  if (bin.data) shown.current = bin.data;
  const records = shown.current?.records ?? [];
  const [selected, setSelected] = useState<string[]>([]);
  const confirm = usePendingAction();
  const { namesOf } = useDepartNames();
  const present = selected.filter((id) => records.some((r) => r.id === id));

  const columns: ColumnConfig<User>[] = [
    { key: 'username' }, { key: 'realname' }, { key: 'phone' },
    { key: 'departIds', render: (user) => namesOf(user.departIds) },
  ];
  const restore = (ids: string[]) => void restoreUsers.run(ids).then(() => {
    setSelected((previous) => previous.filter((id) => !ids.includes(id)));
    notify(msg('还原成功'), 'success');
  }, (error: unknown) => notify(msg(str`操作失败：${failureText(error)}`), 'danger'));
  const purge = (ids: string[], question: string) => confirm.ask({
    question, danger: true, done: msg('彻底删除成功'),
    run: async () => {
      await purgeUsers.run(ids);
      setSelected((previous) => previous.filter((id) => !ids.includes(id)));
    },
  });
  const needSelection = (then: (ids: string[]) => void) => () => (present.length ? then(present) : notify(msg('请选择一条记录！'), 'warning'));

  return (
    <>
      <div className="user-recycle-toolbar" role="toolbar">
        <SlButton variant="primary" data-testid="user-recycle-batch-restore" onClick={needSelection(restore)}>
          {present.length ? msg(str`批量还原（${present.length}）`) : msg('批量还原')}
        </SlButton>
        <SlButton variant="danger" outline data-testid="user-recycle-batch-purge"
          onClick={needSelection((ids) => purge(ids, msg(str`确定彻底删除选中的 ${ids.length} 个用户吗？删除后不可恢复！`)))}>
          {msg('批量彻底删除')}
        </SlButton>
      </div>
      {bin.error && !bin.loading ? (
        <SlAlert variant="danger" open data-testid="user-recycle-failure">
          {msg('查询已删除用户失败')}<br /><small>{failureText(bin.error)}</small>
        </SlAlert>
      ) : null}
      <ResourceTable resource={BIN_VIEW} columns={columns} records={records} loading={bin.loading} firstLoad={!shown.current && !bin.error}
        sort={NO_SORT} onSort={() => undefined} testId="user-recycle"
        selection={{ ids: present, onChange: setSelected }}
        actions={(user) => (
          <div className="kit-row-actions">
            <SlButton size="small" data-testid="user-recycle-restore" onClick={() => restore([user.id])}>{msg('还原')}</SlButton>
            <SlButton size="small" variant="danger" outline data-testid="user-recycle-purge"
              onClick={() => purge([user.id], msg(str`确定彻底删除用户 ${user.username} 吗？删除后不可恢复！`))}>
              {msg('彻底删除')}
            </SlButton>
          </div>
        )} />
      {shown.current ? (
        <Pagination pageNo={paging.pageNo} pageSize={paging.pageSize} total={shown.current.total}
          onChange={(pageNo, pageSize) => {
            setSelected([]);
            $paging.set({ pageSize, pageNo: pageSize === paging.pageSize ? pageNo : 1 });
          }} />
      ) : null}
      {/* Outside the bin's panel, so that nothing of it clips or shifts the question. */}
      {createPortal(<ConfirmDialog state={confirm} testId="user-recycle" />, document.body)}
    </>
  );
}

/**
 * The recycle bin of deleted users (widgets-admin §2, §4, §8): restore or delete for good
 * (irreversible, asked first), one by one or the selection; a failed read says
 * '查询已删除用户失败' with the server's reason.
 */
export function UserRecycleBinDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <SlDialog label={msg('用户回收站')} open={open} style={{ '--width': '900px' } as CSSProperties} data-testid="user-recycle-dialog"
      onSlAfterHide={(event) => {
        if (event.target === event.currentTarget && !(event.target as HTMLElement & { open: boolean }).open) onClose();
      }}>
      {open ? <RecycleBinBody /> : null}
      <SlButton slot="footer" onClick={onClose} data-testid="user-recycle-close">{msg('关闭')}</SlButton>
    </SlDialog>
  );
}
