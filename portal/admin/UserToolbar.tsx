import { msg, str } from '@lit/localize';
import SlButton from '@shoelace-style/shoelace/dist/react/button/index.js';
import { useState } from 'react';
import { setUsersStatus, USER_STATUS } from '../../shared/admin/index.ts';
import type { ListStore } from '../../shared/kit/index.ts';
import type { userResource } from '../../shared/resources/user.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { notify } from '../components/notify.ts';
import { ConfirmDialog } from '../kit/ConfirmDialog.tsx';
import { usePendingAction } from '../kit/use-pending-action.ts';
import { UserRecycleBinDialog } from './UserRecycleBinDialog.tsx';

/**
 * The user page's own toolbar buttons: freeze and thaw the selected users, each after
 * confirmation (widgets-admin §4), and the recycle bin; each with its permission.
 */
export function UserToolbar({ list }: { list: ListStore<typeof userResource> }) {
  const canFreeze = usePermission(PERMISSION_CODES.userFreeze);
  const canRecycle = usePermission(PERMISSION_CODES.userRecycle);
  const confirm = usePendingAction();
  const [binOpen, setBinOpen] = useState(false);

  function ask(status: 1 | 2) {
    const ids = list.$selection.get();
    if (ids.length === 0) {
      notify(msg('请选择一条记录！'), 'warning');
      return;
    }
    const freeze = status === USER_STATUS.frozen;
    confirm.ask({
      question: freeze ? msg(str`确定冻结选中的 ${ids.length} 个用户吗？`) : msg(str`确定解冻选中的 ${ids.length} 个用户吗？`),
      danger: freeze, done: freeze ? msg('冻结成功') : msg('解冻成功'),
      run: () => setUsersStatus.run({ ids, status }),
    });
  }

  return (
    <>
      {canFreeze ? <SlButton data-testid="user-batch-freeze" onClick={() => ask(USER_STATUS.frozen)}>{msg('冻结')}</SlButton> : null}
      {canFreeze ? <SlButton data-testid="user-batch-thaw" onClick={() => ask(USER_STATUS.normal)}>{msg('解冻')}</SlButton> : null}
      {canRecycle ? <SlButton data-testid="user-recycle-bin" onClick={() => setBinOpen(true)}>{msg('回收站')}</SlButton> : null}
      <ConfirmDialog state={confirm} testId="user-batch" />
      {canRecycle ? <UserRecycleBinDialog open={binOpen} onClose={() => setBinOpen(false)} /> : null}
    </>
  );
}
