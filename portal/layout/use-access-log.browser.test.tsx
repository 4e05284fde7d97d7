import { expect } from 'chai';
import { StrictMode } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { endSession, startSession } from '../../shared/stores/index.ts';
import { answerApi, refuse, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { useMenuLocation } from './use-menu-location.ts';
import { useHomeTab, useTabTracking } from './use-tab-tracking.ts';

const page = (id: string, path: string, [cn, en, tc]: [string, string, string], extra: Partial<MenuItem> = {}): MenuItem => ({
  id, path, component: id, name: id, redirect: '', hidden: false, alwaysShow: false, route: '1', meta: testMeta(id, id, [cn, en, tc]), ...extra,
});
const MENU: MenuItem[] = [
  page('menu-home', '/dashboard/analysis', ['首页', 'Home', '首頁']),
  page('menu-reports', '/report', ['报表中心', 'Reports', '報表中心'], {
    alwaysShow: true,
    children: [
      page('menu-report-history', '/report/history', ['历史报表', 'Report history', '歷史報表']),
      page('menu-report-prep', '/report/prep', ['备课报表', 'Preparation', '備課報表']),
    ],
  }),
];

/** The layout's tab tracking as BasicLayout wires it, with a way to navigate. */
function Tracked({ go }: { go: { to?: NavigateFunction } }) {
  const { fullPath, trail } = useMenuLocation(MENU);
  useTabTracking(fullPath, trail, useHomeTab(MENU));
  go.to = useNavigate();
  return <span data-testid="at">{fullPath}</span>;
}

const signIn = () => startSession({
  token: 't', tokenTtlMs: 1_800_000, userInfo: { id: 'u', username: 'zhangsan', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {},
} as never);

describe('the access log on tab changes (portal-shell §7 sysLog)', () => {
  let view: Rendered | undefined;
  let sent: StubCall[];
  const go = {} as { to?: NavigateFunction };
  const visit = (path: string) => settle(() => go.to!(path));
  const logged = () => sent.map((call) => [(call.body as { permissionId: string }).permissionId, (call.body as { requestUrl: string }).requestUrl]);
  /**
   * Visits `path`, a menu page other than the current one, and waits for its entry. Entries
   * go out in the order of the activations, so every entry an earlier visit would send is
   * there by then: the test's proof that those which must not be sent were not.
   */
  async function visitAndSee(path: string) {
    const before = sent.length;
    await visit(path);
    await until(() => logged().slice(before).some(([, url]) => url === path));
  }

  async function mount(at: string, answer: (call: StubCall) => unknown = () => null) {
    sent = [];
    answerApi((call) => {
      if (call.path === '/dkp-system/sys/log/sysLog') sent.push(call);
      return answer(call);
    });
    view = await render(
      <StrictMode>
        <MemoryRouter initialEntries={[at]}><Tracked go={go} /></MemoryRouter>
      </StrictMode>,
    );
  }

  beforeEach(signIn);
  afterEach(() => {
    view?.unmount();
    view = undefined;
    resetApiConfig();
    endSession();
  });

  it('sends one access entry per activation of a menu page, with its id, cn title, path and types', async () => {
    await mount('/report/history');
    await until(() => sent.length === 1);
    const body = sent[0]!.body as Record<string, unknown>;
    expect(sent[0]!.method).to.equal('POST');
    expect(body).to.include({ permissionId: 'menu-report-history', logContent: '历史报表', requestUrl: '/report/history', logType: 3, operateType: 1 });
    expect(Number.isNaN(Date.parse(String(body.createTime)))).to.equal(false);

    await visit('/report/prep');
    await visit('/report/history');
    await visit('/report/history');
    await visitAndSee('/report/prep');
    expect(logged()).to.deep.equal([
      ['menu-report-history', '/report/history'], ['menu-report-prep', '/report/prep'], ['menu-report-history', '/report/history'],
      ['menu-report-prep', '/report/prep'],
    ]);
  });

  it('sends nothing for a page outside the menu or a parent that only redirects, and counts coming back as a new activation', async () => {
    await mount('/dashboard/analysis');
    await until(() => sent.length === 1);
    await visit('/account/settings');
    await visit('/report');
    await visit('/dashboard/analysis');
    await visitAndSee('/report/prep');
    expect(logged()).to.deep.equal([['menu-home', '/dashboard/analysis'], ['menu-home', '/dashboard/analysis'], ['menu-report-prep', '/report/prep']]);
  });

  it('sends nothing when signed out', async () => {
    endSession();
    await mount('/report/history');
    await visit('/report/prep');
    // Signed in again, the next activation is sent: nothing came before it.
    signIn();
    await visitAndSee('/report/history');
    expect(logged()).to.deep.equal([['menu-report-history', '/report/history']]);
  });

  it('ignores a refused entry: logged to the console only, and the next activation is sent', async () => {
    const warned: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      await mount('/report/history', (call) => (call.path === '/dkp-system/sys/log/sysLog' ? refuse(400, 'no such page') : null));
      await until(() => warned.length === 1);
      expect(String(warned[0]![0])).to.match(/access log/);
      expect(view!.host.querySelector('[data-testid="at"]')!.textContent).to.equal('/report/history');
      await visit('/report/prep');
      await until(() => sent.length === 2 && warned.length === 2);
    } finally {
      console.warn = warn;
    }
  });
});
