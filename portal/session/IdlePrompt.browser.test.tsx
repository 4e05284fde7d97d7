import { expect } from 'chai';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureApi, resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, $session, type Session } from '../../shared/stores/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { IdlePrompt, TOKEN_RENEWAL_PATH } from './IdlePrompt.tsx';

const BASE = new Date(2026, 2, 1, 10, 0, 0).getTime();
const TTL = 1_800_000;
let clock = BASE;
/** How often the prompt has read the clock: each read is one of its ticks. */
let reads = 0;
const readClock = () => {
  reads++;
  return clock;
};
let calls: string[];

const session = (expiresAt: number): Session => ({
  token: 'tok', tenantId: 1, tokenTtlMs: TTL, expiresAt, apiOrigin: location.origin,
  userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 },
});
/** Waits for the prompt's next tick (it reads the clock) and its render: the proof that it saw the clock as it is now. */
async function nextTick() {
  const seen = reads;
  await until(() => reads > seen);
  await settle();
}
const loginPage = (host: HTMLElement) => host.querySelector('[data-testid="login-page"]');
const dialog = (host: HTMLElement) => host.querySelector<HTMLElement & { open: boolean }>('[data-testid="idle-prompt"]')!;
const countdown = (host: HTMLElement) => host.querySelector('[data-testid="idle-countdown"]')!.textContent;

async function mount() {
  return render(
    <MemoryRouter initialEntries={['/work']}>
      <Routes>
        <Route path="/work" element={<IdlePrompt now={readClock} tickMs={10} />} />
        <Route path="/user/login" element={<p data-testid="login-page">login</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('IdlePrompt (portal-shell §2.10, §9)', () => {
  before(() => startLocalization());
  beforeEach(() => {
    clock = BASE;
    calls = [];
    resetApiConfig();
    configureApi({
      now: () => clock,
      fetch: async (input) => {
        calls.push(new URL(String(input), location.href).pathname);
        return new Response(JSON.stringify({ success: true, message: '操作成功', code: 200, result: null, timestamp: 0 }), { status: 200 });
      },
    });
  });
  afterEach(() => {
    $locale.set('cn');
    $session.set(null);
    resetApiConfig();
  });

  it('stays closed until 90 s before expiry, then counts 30 seconds down', async () => {
    $session.set(session(BASE + 90_001));
    const view = await mount();
    await nextTick();
    expect(dialog(view.host).open).to.equal(false);

    clock += 1;
    await until(() => dialog(view.host).open);
    expect(countdown(view.host)).to.equal('30 秒后将自动退出登录');
    clock += 12_000;
    await until(() => countdown(view.host) === '18 秒后将自动退出登录');
    view.unmount();
  });

  it('continue work calls the renewal, which moves the expiry and closes the prompt', async () => {
    $session.set(session(BASE + 80_000));
    const view = await mount();
    await until(() => dialog(view.host).open);
    const button = view.host.querySelector<HTMLElement>('[data-testid="idle-continue"]')!;
    await settle(() => button.click());
    await until(() => !dialog(view.host).open);
    expect(calls).to.deep.equal([`/api${TOKEN_RENEWAL_PATH}`]);
    expect($session.get()?.expiresAt).to.equal(BASE + TTL);
    expect(dialog(view.host).open).to.equal(false);
    view.unmount();
  });

  it('logs out to the sign-in page when the countdown ends', async () => {
    $session.set(session(BASE + 70_000));
    const view = await mount();
    await until(() => dialog(view.host).open);
    clock += 10_000;
    await until(() => loginPage(view.host) !== null);
    expect(calls).to.deep.equal(['/api/sys/logout']);
    expect($session.get()).to.equal(null);
    view.unmount();
  });

  it('log out ends the session at once', async () => {
    $session.set(session(BASE + 85_000));
    const view = await mount();
    await until(() => dialog(view.host).open);
    await settle(() => view.host.querySelector<HTMLElement>('[data-testid="idle-logout"]')!.click());
    await until(() => loginPage(view.host) !== null);
    expect(calls).to.deep.equal(['/api/sys/logout']);
    expect($session.get()).to.equal(null);
    view.unmount();
  });

  it('asks in the three languages', async () => {
    $session.set(session(BASE + 80_000));
    const view = await mount();
    await until(() => dialog(view.host).open);
    const texts = () => [
      dialog(view.host).getAttribute('label'),
      view.host.querySelector('[data-testid="idle-prompt"] p')!.textContent,
      countdown(view.host),
      view.host.querySelector('[data-testid="idle-logout"]')!.textContent,
      view.host.querySelector('[data-testid="idle-continue"]')!.textContent,
    ];
    expect(texts()).to.deep.equal(['会话即将过期', '您已长时间未操作，是否继续工作？', '20 秒后将自动退出登录', '退出登录', '继续工作']);
    await settle(() => $locale.set('en'));
    await until(() => texts()[0] === 'Your session is about to expire');
    expect(texts()).to.deep.equal([
      'Your session is about to expire', 'You have been inactive for a while. Do you want to continue working?',
      'You will be signed out automatically in 20 s', 'Sign out', 'Continue work',
    ]);
    await settle(() => $locale.set('tc'));
    await until(() => texts()[0] === '會話即將過期');
    expect(texts()).to.deep.equal(['會話即將過期', '您已長時間未操作，是否繼續工作？', '20 秒後將自動退出登錄', '退出登錄', '繼續工作']);
    view.unmount();
  });
});
