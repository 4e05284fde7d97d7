import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant as entry, signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { SystemConfigPage } from './SystemConfigPage.tsx';

const META = testMeta('menu-sys-config', 'SystemConfig', ['系统配置', 'System settings', '系統配置']);
const STORED = { enabled: true, provider: 'dingtalk', appKey: 'ding-key', redirectUri: 'https://dkp.example.com/api/sys/scanLogin/dingtalk/callback', hasAppSecret: true };

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);

/** Signs in with `auth` and renders the page; the switch answers like its contract. Records the PUT bodies. */
async function renderAs(auth: PermissionEntry[]): Promise<{ view: Rendered; puts: unknown[] }> {
  const puts: unknown[] = [];
  await signInWithPage('/isystem/config', META, auth, ({ method, body }) => {
    if (method === 'PUT') puts.push(body);
    // The server never sends the secret back, only whether one is stored.
    return { ...STORED, ...(method === 'PUT' ? (body as object) : {}), appSecret: undefined, hasAppSecret: true };
  });
  const view = await render(<SystemConfigPage meta={META} />);
  await until(() => byTestId(view, 'chat-login-app-key') !== null);
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
    await until(() => rendered.puts.length === 1);
    expect(rendered.puts[0]).to.deep.equal({ enabled: true, provider: 'dingtalk', appKey: 'ding-key', redirectUri: STORED.redirectUri });
  });

  // Moved from the e2e test 'headings follow the language…' (issue 23), which keeps cn. The page's
  // title is its menu row's (server/db/migrations/0006-admin-settings-pages.test.ts, three languages).
  for (const [locale, heading] of [['en', 'Scan sign-in through enterprise chat'], ['tc', '企業通訊掃碼登錄']] as const) {
    it(`speaks ${locale}: the chat sign-in section's heading`, async () => {
      startLocalization();
      await settle(() => $locale.set(locale));
      await until(() => $loadedLocale.get() === locale);
      try {
        view = (await renderAs([entry('system:config:edit')])).view;
        await until(() => byTestId(view!, 'chat-login-form')!.querySelector('h2')!.textContent === heading);
      } finally {
        await settle(() => $locale.set('cn'));
        await until(() => $loadedLocale.get() === 'cn');
      }
    });
  }

  it('has no save button without system:config:edit', async () => {
    view = (await renderAs([entry('system:user:list')])).view;
    expect(byTestId(view, 'chat-login-app-key')).to.not.equal(null);
    expect(byTestId(view, 'chat-login-save')).to.equal(null);
  });
});
