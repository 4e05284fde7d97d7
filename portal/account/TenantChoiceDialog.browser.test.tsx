import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { answerApi } from '../../tests/browser/api-stub.ts';
import { $session, $tenantChoice, endSession } from '../../shared/stores/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { TenantChoiceDialog } from './TenantChoiceDialog.tsx';

const USER = { id: 'u1', username: 'admin', realname: '管理员', avatar: '', orgCode: 'A01', tenantId: 1 };
const TENANTS = [{ id: 1, name: '默认租户' }, { id: 2, name: '演示租户二' }];

describe('TenantChoiceDialog (portal-shell §2.3 tenant selection)', () => {
  let bodies: unknown[];
  beforeEach(() => {
    bodies = [];
    answerApi(({ body }) => {
      bodies.push(body);
      return { userInfo: { ...USER, tenantId: 2 } };
    });
    $session.set({ token: 'tok', tenantId: 1, userInfo: USER, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: location.origin });
  });
  afterEach(() => {
    resetApiConfig();
    $tenantChoice.set(null);
    endSession();
  });

  it('stays closed without a choice to make', async () => {
    const view = await render(<TenantChoiceDialog />);
    expect(view.host.querySelector('[data-testid="tenant-dialog"]')!.hasAttribute('open')).to.equal(false);
    view.unmount();
  });

  it('offers the tenants with the session\'s preselected, and enters the chosen one', async () => {
    $tenantChoice.set({ token: 'tok', tenants: TENANTS });
    const view = await render(<TenantChoiceDialog />);
    const dialog = view.host.querySelector('[data-testid="tenant-dialog"]')!;
    expect(dialog.hasAttribute('open')).to.equal(true);
    const group = dialog.querySelector<HTMLElement & { value: string }>('sl-radio-group')!;
    expect(group.value).to.equal('1');
    await settle(() => dialog.querySelector<HTMLElement>('[data-testid="tenant-option-2"]')!.click());
    await settle(() => dialog.querySelector<HTMLElement>('[data-testid="tenant-confirm"]')!.click());
    await until(() => $tenantChoice.get() === null);
    expect(bodies).to.deep.equal([{ tenantId: 2 }]);
    expect($session.get()?.tenantId).to.equal(2);
    expect(dialog.hasAttribute('open')).to.equal(false);
    view.unmount();
  });

  it('ignores a choice left over from another session', async () => {
    $tenantChoice.set({ token: 'older', tenants: TENANTS });
    const view = await render(<TenantChoiceDialog />);
    expect(view.host.querySelector('[data-testid="tenant-dialog"]')!.hasAttribute('open')).to.equal(false);
    view.unmount();
  });
});
