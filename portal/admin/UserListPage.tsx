import { msg, str } from '@lit/localize';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { $roleOptions, cancelDeparture, markUserDeparted, setUsersStatus, USER_STATUS } from '../../shared/admin/index.ts';
import { createListStore, dataProviderFor, type RecordOf } from '../../shared/kit/index.ts';
import { ADMIN_USERNAME, userResource } from '../../shared/resources/user.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { AvatarName } from '../kit/AvatarName.tsx';
import { CellValue } from '../kit/CellValue.tsx';
import type { ListConfig } from '../kit/list-config.ts';
import { ResourceListPage } from '../kit/ResourceListPage.tsx';
import type { MenuPageProps } from '../pages/MenuPage.tsx';
import { DepartFilterTree } from './DepartFilterTree.tsx';
import { useDepartNames } from './use-depart-names.ts';
import { USER_FORM } from './user-form.ts';
import { UserPasswordDialog } from './UserPasswordDialog.tsx';
import { UserToolbar } from './UserToolbar.tsx';

type User = typeof userResource;
type UserRecord = RecordOf<User>;

/** The administrator account: never edited, frozen, thawed, deleted or given a password here (the server refuses too). */
const changeable = (user: UserRecord) => user.username.toLowerCase() !== ADMIN_USERNAME;

/** The list's columns, filters and row actions; `namesOf` names departments, `setPassword` opens the password dialog. */
function listConfig(namesOf: (ids: readonly string[]) => string, roles: { value: string; label: string }[], setPassword: (user: UserRecord) => void): ListConfig<User> {
  const status = (user: UserRecord, next: 1 | 2) => setUsersStatus.run({ ids: [user.id], status: next });
  return {
    columns: [
      { key: 'username' }, { key: 'realname', render: (user) => <AvatarName path={user.avatar} name={user.realname} /> },
      // 0 is "not given", which the sex dictionary has no text for.
      { key: 'sex', render: (user) => <CellValue field={userResource.fields.sex!} value={user.sex || null} /> },
      { key: 'phone' },
      { key: 'departIds', render: (user) => namesOf(user.departIds) },
      { key: 'status' }, { key: 'createTime' },
    ],
    filters: {
      phone: { inputType: 'tel' },
      // The department tree beside the list chooses the department.
      departIds: { hidden: true },
      roleIds: { choices: () => roles },
    },
    canEdit: changeable,
    // widgets-admin §4: a departed user is edited after confirmation.
    editQuestion: (user) => (user.status === USER_STATUS.departed ? msg('该用户已离职，确定要编辑吗？') : undefined),
    canDelete: changeable,
    deleteQuestion: (user) => msg(str`确定删除用户 ${user.username} 吗？删除后可在回收站中还原。`),
    rowActions: [
      { key: 'set-password', label: () => msg('密码'), permission: PERMISSION_CODES.userPassword, visible: changeable, run: async (user) => setPassword(user) },
      {
        key: 'freeze', label: () => msg('冻结'), permission: PERMISSION_CODES.userFreeze, variant: 'danger',
        visible: (user) => changeable(user) && user.status === USER_STATUS.normal,
        confirm: (user) => msg(str`确定冻结用户 ${user.username} 吗？冻结后该用户将立即退出登录。`),
        run: (user) => status(user, USER_STATUS.frozen), done: () => msg('冻结成功'),
      },
      {
        key: 'thaw', label: () => msg('解冻'), permission: PERMISSION_CODES.userFreeze,
        visible: (user) => changeable(user) && user.status === USER_STATUS.frozen,
        confirm: (user) => msg(str`确定解冻用户 ${user.username} 吗？`),
        run: (user) => status(user, USER_STATUS.normal), done: () => msg('解冻成功'),
      },
      {
        key: 'quit', label: () => msg('离职'), permission: PERMISSION_CODES.userEdit, variant: 'danger',
        visible: (user) => changeable(user) && user.status !== USER_STATUS.departed,
        confirm: (user) => msg(str`确定将用户 ${user.username} 设为离职吗？离职后该用户将立即退出登录，且不能再登录。`),
        run: (user) => markUserDeparted.run(user.id), done: () => msg('已设为离职'),
      },
      {
        key: 'cancel-quit', label: () => msg('取消离职'), permission: PERMISSION_CODES.userEdit,
        visible: (user) => changeable(user) && user.status === USER_STATUS.departed,
        confirm: (user) => msg(str`确定取消用户 ${user.username} 的离职吗？`),
        run: (user) => cancelDeparture.run([user.id]), done: () => msg('已取消离职'),
      },
    ],
  };
}

/**
 * Users (`/isystem/user`; issue 11 "Users", widgets-admin §2–§5, §9): the kit's list with the
 * department tree beside it, the add/edit form of `USER_FORM`, an administrator's new
 * password, freeze and thaw (one or the selection, after confirmation), departure (离职) and
 * its cancellation (after confirmation; a departed user is edited after a question), delete
 * into the recycle bin and the bin itself; import and export are the kit's. The administrator
 * account shows none of the actions that change it.
 */
export function UserListPage({ meta }: MenuPageProps) {
  const [list] = useState(() => createListStore(dataProviderFor(userResource)));
  const [departId, setDepartId] = useState('');
  const [passwordOf, setPasswordOf] = useState<string | null>(null);
  const { namesOf, nameOf } = useDepartNames();
  const roles = (useStore($roleOptions).data ?? []).map((role) => ({ value: role.id, label: role.roleName }));
  const chooseDepart = (id: string) => {
    setDepartId(id);
    list.pin(id ? { departIds: id } : {});
  };

  return (
    <>
      <ResourceListPage meta={meta} resource={userResource} store={list} form={USER_FORM}
        list={listConfig(namesOf, roles, (user) => setPasswordOf(user.username))}
        aside={<DepartFilterTree value={departId} chosenName={nameOf(departId)} onChange={chooseDepart} />}
        toolbar={<UserToolbar list={list} />} />
      <UserPasswordDialog username={passwordOf} onClose={() => setPasswordOf(null)} />
    </>
  );
}
