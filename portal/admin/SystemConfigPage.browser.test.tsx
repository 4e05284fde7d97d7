import { expect } from 'chai';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { endSession, loadPermissions, resetPermissions, startSession } from '../../shared/stores/index.ts';
import { render, settle, type Rendered } from '../../tests/browser/render.tsx';
import { SystemConfigPage } from './SystemConfigPage.tsx';

const META = { id: 'menu-sys-config', title: '系统配置', titleEN: 'System settings', titleTC: '系統配置', icon: '', url: '', componentName: 'SystemConfig', target: '', hidden: false, keepAlive: false, internalOrExternal: false };
const STORED = { enabled: true, provider: 'dingtalk', appKey: 'ding-key', redirectUri: 'https://dkp.example.com/api/sys/scanLogin/dingtalk/callback', hasAppSecret: true };
const entry = (action: string): PermissionEntry => ({ action, describe: action, type: '1', status: '1' });

/** Answers the page's calls and the permission load like the server's contracts; records the PUT bodies. */
function routeFetch(auth: PermissionEntry[]): unknown[] {
  const puts: unknown[] = [];
  configureApi({
    fetch: async (input, init) => {
      const path = new URL(String(input), location.href).pathname.replace(/^\/api/, '');
      if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)));
      const result = path === '/sys/permission/getUserPermissionByToken'
        ? { menu: [{ id: 'm', path: '/isystem/config', component: 'SystemConfig', name: 'm', redirect: '', hidden: false, alwaysShow: false, route: '1', meta: META }], auth, allAuth: auth, sysSafeMode: false }
        : { ...STORED, ...(init?.method === 'PUT' ? JSON.parse(String(init.body)) : {}), appSecret: undefined, hasAppSecret: true };
      return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return puts;
}

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);
const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i++) await settle(() => new Promise((r) => setTimeout(r, 20)));
  expect(check()).to.equal(true);
};

async function renderAs(auth: PermissionEntry[]): Promise<{ view: Rendered; puts: unknown[] }> {
  const puts = routeFetch(auth);
  startSession({ token: 't', tokenTtlMs: 1_800_000, userInfo: { id: 'u', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  await loadPermissions();
  const view = await render(<SystemConfigPage meta={META} />);
  await waitFor(() => byTestId(view, 'chat-login-app-key') !== null);
  return { view, puts };
}

describe('SystemConfigPage', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('shows the stored switch without its secret, and saves without one so that it is kept', async () => {
    const rendered = await renderAs([entry('system:config:edit')]);
    view = rendered.view;
    expect(byTestId<HTMLInputElement>(view, 'chat-login-app-key')!.value).to.equal('ding-key');
    const secret = byTestId<HTMLInputElement>(view, 'chat-login-app-secret')!;
    expect(secret.value).to.equal('');
    expect(secret.placeholder).to.equal('已保存，留空则保持不变');
    await settle(() => byTestId<HTMLFormElement>(view!, 'chat-login-form')!.requestSubmit());
    await waitFor(() => rendered.puts.length === 1);
    expect(rendered.puts[0]).to.deep.equal({ enabled: true, provider: 'dingtalk', appKey: 'ding-key', redirectUri: STORED.redirectUri });
  });

  it('has no save button without system:config:edit', async () => {
    view = (await renderAs([entry('system:user:list')])).view;
    expect(byTestId(view, 'chat-login-app-key')).to.not.equal(null);
    expect(byTestId(view, 'chat-login-save')).to.equal(null);
  });
});
