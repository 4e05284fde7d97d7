import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { answerApi, refuse } from '../../tests/browser/api-stub.ts';
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
  answerApi(({ method, path, body }) => {
    if (path === '/sys/user/getCurrentUserDeparts') return { list, orgCode };
    if (path === '/sys/selectDepart' && method === 'PUT') {
      puts.push(body);
      return { userInfo: { ...userInfo, orgCode: (body as { orgCode: string }).orgCode } };
    }
    return refuse(404, 'not found');
  });
}

describe('DepartSwitchDialog (portal-shell §2.9)', () => {
  beforeEach(() => $session.set({ token: 'tok', tenantId: 1, userInfo, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: location.origin }));
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
