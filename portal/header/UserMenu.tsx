import { msg } from '@lit/localize';
import { useStore } from '@nanostores/react';
import SlDivider from '@shoelace-style/shoelace/dist/react/divider/index.js';
import { SlDropdown } from '../../elements/shoelace/index.ts';
import SlMenu from '@shoelace-style/shoelace/dist/react/menu/index.js';
import SlMenuItem from '@shoelace-style/shoelace/dist/react/menu-item/index.js';
import { useEffect, useState } from 'react';
import { useLocale } from '../../shared/i18n/index.ts';
import { fileUrl } from '../../shared/kit/file-upload.ts';
import { usePermission } from '../../shared/permissions/index.ts';
import { PERMISSION_CODES } from '../../shared/schemas/index.ts';
import { $session, isDepartmentStale } from '../../shared/stores/index.ts';
import { notify } from '../components/notify.ts';
import { openSettingsDrawer } from '../settings/drawer-state.ts';
import { ChangePasswordDialog } from './ChangePasswordDialog.tsx';
import { DepartSwitchDialog } from './DepartSwitchDialog.tsx';
import { HeaderIcon } from './icons.tsx';
import { askLogout } from './LogoutButton.tsx';
import { refreshDictCache } from './clear-cache.ts';
import { refreshUserInfo } from './user-info.ts';
import { UserInfoDialog } from './UserInfoDialog.tsx';

type DialogName = 'info' | 'password' | 'depart';

/** The session user's avatar (userInfo.avatar) in the top bar; the person icon when there is none or it fails to load. */
function UserPicture({ path }: { path: string }) {
  const src = fileUrl(path);
  const [failed, setFailed] = useState('');
  if (!src || failed === src) return <HeaderIcon name="user" />;
  return <img className="header-avatar" src={src} alt="" width={20} height={20} data-testid="user-avatar" onError={() => setFailed(src)} />;
}

async function clearCache(server: boolean) {
  try {
    await refreshDictCache({ server });
    notify(msg('刷新缓存完成！'), 'success');
  } catch {
    notify(msg('刷新缓存失败！'), 'warning');
  }
}

/**
 * The user dropdown of the top bar (portal-shell §2.4): personal data, change password, theme
 * set-up and logout, with the older user menu's switch department (§2.9) and clear cache (§7).
 */
export function UserMenu() {
  useLocale();
  const session = useStore($session);
  const user = session?.userInfo;
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const mayRefreshServerCache = usePermission(PERMISSION_CODES.dictRefresh);
  const close = () => setDialog(null);

  useEffect(() => {
    // A switched department is kept 7 days (§9); after that the server's copy is read again.
    if (isDepartmentStale(session)) refreshUserInfo().catch(() => undefined);
  }, [session]);

  function choose(value: string) {
    if (value === 'info' || value === 'password' || value === 'depart') setDialog(value);
    else if (value === 'theme') openSettingsDrawer();
    else if (value === 'cache') void clearCache(mayRefreshServerCache);
    else if (value === 'logout') askLogout();
  }

  return (
    <>
      <SlDropdown placement="bottom-end" distance={4}>
        <button type="button" slot="trigger" className="header-user" data-testid="user-menu" aria-label={msg('用户菜单')}>
          <UserPicture path={user?.avatar ?? ''} />
          <span className="user-name" data-testid="user-name" title={user?.username}>
            {user?.realname || user?.username}
          </span>
        </button>
        <SlMenu onSlSelect={(event) => choose(event.detail.item.value)}>
          <SlMenuItem value="info" data-testid="menu-user-info">{msg('个人资料')}</SlMenuItem>
          <SlMenuItem value="password" data-testid="menu-password">{msg('修改密码')}</SlMenuItem>
          <SlMenuItem value="depart" data-testid="menu-depart">{msg('切换部门')}</SlMenuItem>
          <SlMenuItem value="theme" data-testid="menu-theme">{msg('主题设置')}</SlMenuItem>
          <SlMenuItem value="cache" data-testid="menu-cache">{msg('清理缓存')}</SlMenuItem>
          <SlDivider />
          <SlMenuItem value="logout" data-testid="menu-logout">{msg('退出登录')}</SlMenuItem>
        </SlMenu>
      </SlDropdown>
      <UserInfoDialog open={dialog === 'info'} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <DepartSwitchDialog open={dialog === 'depart'} onClose={close} />
    </>
  );
}
