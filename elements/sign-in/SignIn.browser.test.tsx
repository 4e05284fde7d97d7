import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { HANDOFF_MESSAGE_TYPE } from '../../shared/auth/embed-handoff.ts';
import { $locale } from '../../shared/stores/locale.ts';
import { $session, endSession, startSession } from '../../shared/stores/session.ts';
import { answerApi, type StubCall } from '../../tests/browser/api-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import type { DkpEvent } from '../define/events.ts';
import './register.ts';

const USER = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 };
const PORTAL = 'https://dkp.example.com';

async function mountTwo(): Promise<[HTMLElement, HTMLElement]> {
  const first = document.createElement('dkp-sign-in');
  const second = document.createElement('dkp-sign-in');
  first.setAttribute('api-base', `${PORTAL}/api`);
  await settle(() => document.body.append(first, second));
  await until(() => [first, second].every((e) => e.shadowRoot?.querySelector('[data-testid]') != null));
  return [first, second];
}
const shows = (element: HTMLElement, testId: string) => element.shadowRoot!.querySelector(`[data-testid="${testId}"]`) !== null;
const part = (element: HTMLElement, testId: string) => element.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!;

describe('<dkp-sign-in> and the shared session', () => {
  let calls: StubCall[];
  beforeEach(() => {
    calls = [];
    answerApi((call) => {
      calls.push(call);
      return null;
    });
  });
  afterEach(() => {
    document.querySelectorAll('dkp-sign-in').forEach((e) => e.remove());
    endSession();
    $locale.set('cn');
    resetApiConfig();
  });

  it('renders in the language of its locale attribute, and follows a switch', async () => {
    const [first, second] = await mountTwo();
    await settle(() => first.setAttribute('locale', 'en'));
    await until(() => part(second, 'dkp-sign-in-prompt').textContent!.includes('Sign in to see this content'));
    expect(part(first, 'dkp-sign-in-button').textContent).to.equal('Sign in');
    await settle(() => second.setAttribute('locale', 'tc'));
    await until(() => part(first, 'dkp-sign-in-prompt').textContent!.includes('登入後可查看此內容'));
  });

  it('two elements on one page share one session: sign-out in one is seen by both', async () => {
    const [first, second] = await mountTwo();
    expect(shows(first, 'dkp-sign-in-prompt') && shows(second, 'dkp-sign-in-prompt')).to.equal(true, 'both offer sign-in');
    await settle(() => startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: USER, sysAllDictItems: {} }));
    expect(shows(first, 'dkp-signed-in') && shows(second, 'dkp-signed-in')).to.equal(true, 'both signed in');
    expect(part(second, 'dkp-signed-in').textContent).to.contain('张三');

    const signedOut: DkpEvent<'dkp-signed-out'>[] = [];
    const listener = (event: DkpEvent<'dkp-signed-out'>) => signedOut.push(event);
    document.addEventListener('dkp-signed-out', listener);
    await settle(() => part(second, 'dkp-sign-out-button').click());
    await until(() => shows(first, 'dkp-sign-in-prompt'));
    document.removeEventListener('dkp-signed-out', listener);

    expect(calls.map((c) => `${c.method} ${c.path}`)).to.include('POST /sys/logout');
    expect($session.get()).to.equal(null);
    expect(shows(first, 'dkp-sign-in-prompt') && shows(second, 'dkp-sign-in-prompt')).to.equal(true, 'both offer sign-in again');
    expect(signedOut.map((e) => e.target)).to.deep.equal([second], 'the element used emits, once');
    expect(signedOut[0]!.detail).to.deep.equal({ username: 'zhangsan' });
  });

  it("takes a handoff only from the portal origin and from the popup it opened, then every element is signed in", async () => {
    const [first, second] = await mountTwo();
    // An iframe's window stands in for the popup: a real Window that MessageEvent accepts as source.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const popup = frame.contentWindow!;
    const opened: string[] = [];
    const realOpen = window.open;
    window.open = ((url: string) => (opened.push(url), popup)) as typeof window.open;
    const signedIn: DkpEvent<'dkp-signed-in'>[] = [];
    const listener = (event: DkpEvent<'dkp-signed-in'>) => signedIn.push(event);
    document.addEventListener('dkp-signed-in', listener);
    try {
      await settle(() => part(second, 'dkp-sign-in-button').click());
      expect(opened).to.deep.equal([`${PORTAL}/user/login?embed=${encodeURIComponent(location.origin)}`]);
      const data = { type: HANDOFF_MESSAGE_TYPE, token: 'handed', tenantId: 1, tokenTtlMs: 1_800_000, userInfo: USER };
      await settle(() => window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: popup })));
      await settle(() => window.dispatchEvent(new MessageEvent('message', { data, origin: PORTAL, source: window })));
      await settle(() => window.dispatchEvent(new MessageEvent('message', { data: { ...data, token: '' }, origin: PORTAL, source: popup })));
      expect($session.get(), 'wrong origin, wrong source or a bad shape are ignored').to.equal(null);
      await settle(() => window.dispatchEvent(new MessageEvent('message', { data, origin: PORTAL, source: popup })));
      await until(() => shows(first, 'dkp-signed-in') && shows(second, 'dkp-signed-in'));
      expect($session.get()?.token).to.equal('handed');
      expect(signedIn.map((e) => e.target)).to.deep.equal([second]);
    } finally {
      document.removeEventListener('dkp-signed-in', listener);
      window.open = realOpen;
      frame.remove();
    }
  });

  it('says so when the browser blocks the popup', async () => {
    const [first] = await mountTwo();
    const realOpen = window.open;
    window.open = (() => null) as typeof window.open;
    try {
      await settle(() => part(first, 'dkp-sign-in-button').click());
      await until(() => first.shadowRoot!.querySelector('[role="alert"]') !== null);
      expect(first.shadowRoot!.querySelector('[role="alert"]')!.textContent).to.contain('弹出窗口');
    } finally {
      window.open = realOpen;
    }
  });
});
