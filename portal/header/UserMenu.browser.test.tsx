import { expect } from 'chai';
import { MemoryRouter } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { answerApi, grant, refuse, signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { $dictCache, $locale, $session, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { $settingsDrawerOpen } from '../settings/drawer-state.ts';
import { LogoutButton } from './LogoutButton.tsx';
import { UserMenu } from './UserMenu.tsx';

const userInfo = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01A01', tenantId: 1 };
const ITEMS = { sex: [{ value: '1', text: '男', title: '男', label: '男' }] };

let paths: string[];

/**
 * Answers the two cache calls (portal-shell §7); `refreshStatus` fails the first when not 200.
 * `mayRefresh` grants `system:dict:refresh`, without which the server's cache is not asked.
 */
async function serveCache(refreshStatus: number, mayRefresh = true) {
  paths = [];
  const auth = mayRefresh ? [grant('system:dict:refresh')] : [];
  await signInWithPage('/dashboard/analysis', testMeta('m1', 'Analysis', ['首页', 'Home', '首頁']), auth, ({ path }) => {
    paths.push(path);
    if (path === '/sys/dict/refleshCache') return refreshStatus === 200 ? null : refuse(refreshStatus, 'boom');
    if (path === '/sys/dict/queryAllDictItems') return ITEMS;
    return refuse(404, 'not found');
  });
}

const lastNotice = () => [...document.querySelectorAll('[data-testid="notification"]')].at(-1)?.textContent;
describe('UserMenu (portal-shell §2.4)', () => {
  beforeEach(() => $session.set({ token: 'tok', tenantId: 1, userInfo, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: location.origin }));
  afterEach(() => {
    resetApiConfig();
    resetPermissions();
    endSession();
    $settingsDrawerOpen.set(false);
    document.querySelectorAll('[data-testid="notification"]').forEach((el) => el.remove());
  });

  const ui = (
    <MemoryRouter>
      <UserMenu />
    </MemoryRouter>
  );
  const pick = (view: { host: HTMLElement }, id: string) => settle(() => view.host.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.click());

  it('clear cache has the server drop its cache, reloads the dictionaries and says so', async () => {
    await serveCache(200);
    const view = await render(ui);
    await pick(view, 'menu-cache');
    await until(() => lastNotice() === '刷新缓存完成！');
    expect($dictCache.get()?.items).to.deep.equal(ITEMS);
    expect(paths).to.include('/sys/dict/refleshCache');
    view.unmount();
  });

  it('without system:dict:refresh clear cache reloads only the dictionaries (the server refuses staff its cache)', async () => {
    await serveCache(200, false);
    const view = await render(ui);
    await pick(view, 'menu-cache');
    await until(() => lastNotice() === '刷新缓存完成！');
    expect($dictCache.get()?.items).to.deep.equal(ITEMS);
    expect(paths).to.not.include('/sys/dict/refleshCache');
    view.unmount();
  });

  it('clear cache warns when the server fails', async () => {
    await serveCache(500);
    const view = await render(ui);
    await pick(view, 'menu-cache');
    await until(() => lastNotice() === '刷新缓存失败！');
    view.unmount();
  });

  // The end-to-end spec walks the menu and the logout in tc (tests/e2e/logout.spec.ts); its
  // words in en are checked here, where they cost no sign-in.
  it('speaks en: the entries, and the logout question with its buttons', async () => {
    await startLocalization();
    try {
      await settle(() => $locale.set('en'));
      const view = await render(<MemoryRouter><UserMenu /><LogoutButton /></MemoryRouter>);
      const text = (id: string) => view.host.querySelector(`[data-testid="${id}"]`)?.textContent?.trim();
      await until(() => text('menu-logout') === 'Sign out');
      expect(['menu-user-info', 'menu-password', 'menu-depart', 'menu-theme', 'menu-cache', 'menu-logout'].map(text))
        .to.deep.equal(['Personal data', 'Change password', 'Switch department', 'Theme settings', 'Clear cache', 'Sign out']);
      await pick(view, 'menu-logout');
      const dialog = view.host.querySelector('[data-testid="logout-confirm"]')!.closest<HTMLElement & { open: boolean }>('sl-dialog')!;
      await until(() => dialog.open);
      expect(dialog.textContent).to.contain('Do you really want to sign out?');
      expect([text('logout-cancel'), text('logout-confirm')]).to.deep.equal(['Cancel', 'OK']);
      await pick(view, 'logout-cancel');
      view.unmount();
    } finally {
      await settle(() => $locale.set('cn'));
    }
  });

  // The end-to-end spec has the real server refuse the sign-out in cn (tests/e2e/session-faults.spec.ts);
  // the words of the failure in en and tc are checked here.
  it('says a refused sign-out in en and tc, and the session still ends here', async () => {
    await startLocalization();
    const WORDS = { en: 'Sign-out failed: Access denied', tc: '退出登錄失敗：拒絕訪問' } as const;
    try {
      for (const [locale, words] of Object.entries(WORDS)) {
        await settle(() => $locale.set(locale as 'en' | 'tc'));
        $session.set({ token: `tok-${locale}`, tenantId: 1, userInfo, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: location.origin });
        answerApi(({ path }) => (path === '/sys/logout' ? refuse(403, 'not in this tenant') : null));
        const view = await render(<MemoryRouter><UserMenu /><LogoutButton /></MemoryRouter>);
        await pick(view, 'menu-logout');
        await pick(view, 'logout-confirm');
        await until(() => lastNotice() === words);
        expect($session.get()).to.equal(null);
        view.unmount();
        resetApiConfig();
      }
    } finally {
      await settle(() => $locale.set('cn'));
    }
  });

  it('theme set-up opens the settings drawer, and the user name is shown', async () => {
    const view = await render(ui);
    expect(view.host.querySelector('[data-testid="user-name"]')!.textContent).to.equal('张三');
    await pick(view, 'menu-theme');
    expect($settingsDrawerOpen.get()).to.equal(true);
    view.unmount();
  });

  it('shows the session user\'s avatar when there is one, the person icon when there is none or it does not load', async () => {
    const view = await render(ui);
    expect(view.host.querySelector('[data-testid="user-avatar"]')).to.equal(null);
    expect(view.host.querySelector('[data-testid="user-menu"] [data-icon="user"]')).to.not.equal(null);
    await settle(() => $session.set({ ...$session.get()!, userInfo: { ...userInfo, avatar: 'avatar/0123456789abcdef0123456789abcdef.png' } }));
    const img = view.host.querySelector<HTMLImageElement>('[data-testid="user-avatar"]')!;
    expect(new URL(img.src).pathname).to.equal('/api/sys/common/static/avatar/0123456789abcdef0123456789abcdef.png');
    // No such file here: it fails to load, and the icon comes back.
    await until(() => view.host.querySelector('[data-testid="user-menu"] [data-icon="user"]') !== null);
    expect(view.host.querySelector('[data-testid="user-avatar"]')).to.equal(null);
    // A value of another scheme is not an address of ours (fileUrl takes stored paths and http(s) only).
    await settle(() => $session.set({ ...$session.get()!, userInfo: { ...userInfo, avatar: 'javascript:alert(1)' } }));
    expect(view.host.querySelector('[data-testid="user-avatar"]')).to.equal(null);
    view.unmount();
  });
});
