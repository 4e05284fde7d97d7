import { expect } from 'chai';
import { ApiError, configureApi, describeFailure, resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $authFault, $locale, $session, type Session } from '../../shared/stores/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { AuthFaultNotice } from './AuthFaultNotice.tsx';

const session: Session = {
  token: 'tok', tenantId: 1, tokenTtlMs: 1_800_000, expiresAt: Date.now() + 1_800_000, apiOrigin: location.origin,
  userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 },
};
const toasts = () => [...document.querySelectorAll<HTMLElement>('[data-testid="notification"]')].map((n) => n.textContent);

describe('AuthFaultNotice (portal-shell §8 session errors)', () => {
  afterEach(() => {
    $authFault.set(null);
    $session.set(null);
    document.querySelectorAll('[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
  });

  it('shows a 401 as a "login expired" notification', async () => {
    const view = await render(<AuthFaultNotice />);
    await settle(() => $authFault.set(describeFailure({ status: 401, serverMessage: 'Token已过期', hadToken: true })));
    expect(toasts()).to.include('很抱歉，登录已过期，请重新登录');
    view.unmount();
  });

  // The end-to-end spec plays a session the server ended in cn (tests/e2e/session-faults.spec.ts);
  // the notification's words in en and tc are checked here.
  it('shows a 401 as a "login expired" notification in en and tc', async () => {
    await startLocalization();
    const WORDS = { en: 'Sorry, your sign-in has expired. Please sign in again.', tc: '很抱歉，登錄已過期，請重新登錄' } as const;
    try {
      for (const [locale, words] of Object.entries(WORDS)) {
        await settle(() => $locale.set(locale as 'en' | 'tc'));
        const view = await render(<AuthFaultNotice />);
        await settle(() => $authFault.set(describeFailure({ status: 401, serverMessage: 'Token已过期', hadToken: true })));
        await until(() => toasts().includes(words));
        view.unmount();
        $authFault.set(null);
        document.querySelectorAll('[data-testid="notification"]').forEach((n) => n.remove());
      }
    } finally {
      await settle(() => $locale.set('cn'));
    }
  });

  it('shows a password not changed in time as its own notification', async () => {
    const view = await render(<AuthFaultNotice />);
    const fault = describeFailure({ status: 401, serverMessage: '未在规定时间内修改密码', hadToken: true });
    expect(fault.kind).to.equal('password-expired');
    await settle(() => $authFault.set(fault));
    expect(toasts()).to.include(fault.message);
    expect(fault.message).to.not.equal('很抱歉，登录已过期，请重新登录');
    view.unmount();
  });

  it("shows 'Token失效' as a modal whose button logs out and reloads", async () => {
    let reloads = 0;
    configureApi({ reload: () => void reloads++ });
    $session.set(session);
    const view = await render(<AuthFaultNotice />);
    const fault = describeFailure({ status: 500, serverMessage: 'Token失效，请重新登录', hadToken: true });
    expect(fault).to.be.instanceOf(ApiError);
    await settle(() => $authFault.set(fault));
    const dialog = view.host.querySelector<HTMLElement & { open: boolean; label: string }>('[data-testid="auth-fault"]')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.label).to.equal('登录已过期');
    expect(dialog.textContent).to.contain('很抱歉，登录已过期，请重新登录');
    expect(toasts()).to.deep.equal([], 'no notification besides the modal');
    await settle(() => dialog.querySelector<HTMLElement>('sl-button')!.click());
    expect($session.get()).to.equal(null);
    expect(reloads).to.equal(1);
    view.unmount();
  });

  // The end-to-end spec plays the whole journey in cn (tests/e2e/session-errors.spec.ts); the
  // words in en and tc are checked here, where they cost no sign-in.
  it("speaks en and tc in the 'Token失效' modal: title, text and button", async () => {
    await startLocalization();
    const WORDS = {
      en: ['Sign-in expired', 'Sorry, your sign-in has expired. Please sign in again.', 'Sign in again'],
      tc: ['登錄已過期', '很抱歉，登錄已過期，請重新登錄', '重新登錄'],
    } as const;
    try {
      for (const [locale, [title, text, button]] of Object.entries(WORDS)) {
        await settle(() => $locale.set(locale as 'en' | 'tc'));
        $session.set(session);
        const view = await render(<AuthFaultNotice />);
        await settle(() => $authFault.set(describeFailure({ status: 500, serverMessage: 'Token失效，请重新登录', hadToken: true })));
        const dialog = view.host.querySelector<HTMLElement & { label: string }>('[data-testid="auth-fault"]')!;
        await until(() => dialog.label === title);
        expect(dialog.textContent, locale).to.contain(text);
        expect(dialog.querySelector('sl-button')!.textContent!.trim(), locale).to.equal(button);
        view.unmount();
        $authFault.set(null);
      }
    } finally {
      await settle(() => $locale.set('cn'));
    }
  });

  it("inside an enterprise chat app, shows 'logging in again' instead and goes by itself", async () => {
    let reloads = 0;
    configureApi({ reload: () => void reloads++ });
    $session.set(session);
    const view = await render(<AuthFaultNotice userAgent="Mozilla/5.0 AliApp(DingTalk/7.5.0)" />);
    await settle(() => $authFault.set(describeFailure({ status: 500, serverMessage: 'Token失效', hadToken: true })));
    expect(view.host.querySelector('[data-testid="auth-fault"]')).to.equal(null);
    expect(view.host.querySelector('[data-testid="auth-fault-relogin"]')!.textContent).to.equal('正在重新登录…');
    expect(reloads).to.equal(0);
    await until(() => reloads === 1);
    expect($session.get()).to.equal(null);
    view.unmount();
  });
});
