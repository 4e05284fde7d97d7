import { expect } from 'chai';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { $session, endSession } from '../../shared/stores/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { DepartSwitchDialog } from './DepartSwitchDialog.tsx';

const userInfo = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01A01', tenantId: 1 };
const DEPARTS = [
  { id: 'd1', departName: '信息技术部', orgCode: 'A01A01' },
  { id: 'd2', departName: '市场部', orgCode: 'A01A02' },
];

/** Answers the two documented calls (portal-shell §7) as the server does; records the PUT body. */
function serveDeparts(list: typeof DEPARTS, orgCode: string, puts: unknown[]) {
  configureApi({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const url = new URL(String(input), location.href);
      const envelope = (result: unknown) => new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }));
      if (url.pathname === '/api/sys/user/getCurrentUserDeparts') return envelope({ list, orgCode });
      if (url.pathname === '/api/sys/selectDepart' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { orgCode: string };
        puts.push(body);
        return envelope({ userInfo: { ...userInfo, orgCode: body.orgCode } });
      }
      return new Response('', { status: 404 });
    },
  });
}

describe('DepartSwitchDialog (portal-shell §2.9)', () => {
  beforeEach(() => $session.set({ token: 'tok', tenantId: 1, userInfo, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000 }));
  afterEach(() => {
    resetApiConfig();
    endSession();
  });

  it('requires a choice, then switches and keeps the answered user info for 7 days', async () => {
    const puts: unknown[] = [];
    serveDeparts(DEPARTS, '', puts);
    const view = await render(<DepartSwitchDialog open onClose={() => undefined} />);
    const q = (id: string) => view.host.querySelector<HTMLElement>(`[data-testid="${id}"]`);
    await until(() => q('depart-A01A02') !== null);
    await settle(() => q('depart-confirm')!.click());
    expect(q('depart-error')!.textContent).to.equal('请选择部门');
    expect(puts).to.have.length(0);

    await settle(() => q('depart-A01A02')!.click());
    expect(q('depart-error')).to.equal(null);
    await settle(() => q('depart-confirm')!.click());
    await until(() => $session.get()?.userInfo.orgCode === 'A01A02');
    expect(puts).to.deep.equal([{ orgCode: 'A01A02', username: 'zhangsan' }]);
    expect($session.get()!.departExpiresAt! - Date.now()).to.be.within(604_800_000 - 5000, 604_800_000);
    view.unmount();
  });

  it('preselects the current department', async () => {
    serveDeparts(DEPARTS, 'A01A02', []);
    const view = await render(<DepartSwitchDialog open onClose={() => undefined} />);
    const group = () => view.host.querySelector<HTMLElement & { value: string }>('[data-testid="depart-choices"]');
    await until(() => group() !== null);
    expect(group()!.value).to.equal('A01A02');
    view.unmount();
  });

  it('says so when the user has no department, and offers no confirm', async () => {
    serveDeparts([], '', []);
    const view = await render(<DepartSwitchDialog open onClose={() => undefined} />);
    const none = () => view.host.querySelector('[data-testid="depart-none"]');
    await until(() => none() !== null);
    expect(none()!.textContent).to.equal('您尚未设置部门信息!');
    expect(view.host.querySelector<HTMLElement & { disabled: boolean }>('[data-testid="depart-confirm"]')!.disabled).to.equal(true);
    view.unmount();
  });
});
