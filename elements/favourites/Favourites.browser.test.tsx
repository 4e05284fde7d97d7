import { expect } from 'chai';
import { refusalText, resetApiConfig } from '../../shared/api/index.ts';
import { toggleFavourite } from '../../shared/favourites/index.ts';
import { $locale } from '../../shared/stores/locale.ts';
import { endSession, startSession } from '../../shared/stores/session.ts';
import { answerApi } from '../../tests/browser/api-stub.ts';
import { favouritesServer, NOT_PERMITTED } from '../../tests/browser/favourites-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import type { DkpEvent } from '../define/events.ts';
import './register.ts';

const USER = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 };

describe('<dkp-favourites>', () => {
  let server: ReturnType<typeof favouritesServer>;
  let element: HTMLElement;

  const root = () => element.shadowRoot!;
  const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => root().querySelector<T>(`[data-testid="${id}"]`);
  const titles = () => [...root().querySelectorAll('[data-testid="favourite-item"]')].map((item) => item.textContent);

  async function mount(attributes: Record<string, string> = {}) {
    element = document.createElement('dkp-favourites');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    await settle(() => document.body.append(element));
  }
  const signIn = () => settle(() => startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: USER, sysAllDictItems: {} }));

  beforeEach(() => {
    server = favouritesServer(['menu-report-history', 'menu-report-prep']);
    answerApi((call) => server.answer(call));
  });
  afterEach(() => {
    element?.remove();
    endSession();
    $locale.set('cn');
    resetApiConfig();
  });

  it('offers sign-in without a session, and asks for nothing', async () => {
    await mount();
    await until(() => byTestId('dkp-sign-in-prompt') !== null);
    expect(byTestId('dkp-sign-in-prompt')!.textContent).to.contain('登录后可查看您的收藏');
    expect(server.calls).to.deep.equal([]);
  });

  it('lists the favourites newest first by their menu titles in cn, en and tc', async () => {
    await mount();
    await signIn();
    await until(() => titles().length === 2);
    expect(titles()).to.deep.equal(['备课报表', '历史报表']);
    expect(byTestId('favourites-panel')!.textContent).to.contain('我的收藏');
    await settle(() => element.setAttribute('locale', 'en'));
    await until(() => titles()[0] === 'Preparation');
    expect(titles()).to.deep.equal(['Preparation', 'Report history']);
    expect(byTestId('favourites-panel')!.textContent).to.contain('My favourites');
    await settle(() => element.setAttribute('locale', 'tc'));
    await until(() => titles()[0] === '備課報表');
    expect(titles()).to.deep.equal(['備課報表', '歷史報表']);
    expect(server.lists(), 'a language switch asks nothing again').to.equal(1);
  });

  it('emits a typed, bubbling, composed dkp-favourite-open with id, path and title, and does not navigate', async () => {
    await mount();
    await signIn();
    await until(() => titles().length === 2);
    await settle(() => element.setAttribute('locale', 'en'));
    await until(() => titles()[1] === 'Report history');
    const heard: DkpEvent<'dkp-favourite-open'>[] = [];
    const listen = (event: DkpEvent<'dkp-favourite-open'>) => heard.push(event);
    document.addEventListener('dkp-favourite-open', listen);
    const before = location.href;
    try {
      await settle(() => root().querySelectorAll<HTMLElement>('[data-testid="favourite-item"]')[1]!.click());
    } finally {
      document.removeEventListener('dkp-favourite-open', listen);
    }
    expect(heard).to.have.length(1);
    expect(heard[0]!.detail).to.deep.equal({ id: 'menu-report-history', path: '/report/history', title: 'Report history' });
    expect(heard[0]!.bubbles && heard[0]!.composed).to.equal(true);
    expect(location.href).to.equal(before);
  });

  it('shows what to do when there are none, and reloads the list after a star or unstar on the page', async () => {
    server = favouritesServer();
    answerApi((call) => server.answer(call));
    await mount();
    await signIn();
    await until(() => byTestId('favourites-empty') !== null);
    expect(byTestId('favourites-empty')!.textContent).to.contain('暂无收藏');
    const reads = server.lists();
    await settle(() => toggleFavourite('menu-report-history'));
    await until(() => titles().length === 1);
    expect(titles()).to.deep.equal(['历史报表']);
    await until(() => server.lists() === reads + 1);
    await settle(() => toggleFavourite('menu-report-history'));
    await until(() => byTestId('favourites-empty') !== null);
    await until(() => server.lists() === reads + 2);
    expect(server.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).to.deep.equal(['POST /sys/collect/add', 'DELETE /sys/collect/delete']);
  });

  it("a refused star rejects with the server's words and leaves the list as it was", async () => {
    await mount();
    await signIn();
    await until(() => titles().length === 2);
    const refused = await toggleFavourite('menu-report-secret').then(() => null, (error: unknown) => error);
    expect(refusalText(refused)).to.equal(NOT_PERMITTED);
    await until(() => server.lists() === 2);
    expect(titles()).to.deep.equal(['备课报表', '历史报表']);
  });

  it("shows a failed read with the server's words", async () => {
    server.refuseList = { status: 500, message: '服务器内部错误' };
    await mount();
    await signIn();
    await until(() => byTestId('favourites-failure') !== null);
    expect(byTestId('favourites-failure')!.textContent).to.equal('服务器内部错误');
    expect(byTestId('favourites-list')).to.equal(null);
  });

  it('compact: a labelled star button opens the list in a popover, and choosing closes it', async () => {
    await mount({ compact: '' });
    await signIn();
    const trigger = () => byTestId('favourites-trigger')!;
    await until(() => byTestId('favourites-trigger') !== null);
    expect(trigger().getAttribute('aria-label')).to.equal('我的收藏');
    const dropdown = () => root().querySelector<HTMLElement & { open: boolean }>('sl-dropdown')!;
    expect(dropdown().open).to.equal(false);
    await settle(() => trigger().click());
    await until(() => dropdown().open && titles().length === 2);
    expect(trigger().getAttribute('aria-expanded')).to.equal('true');
    await settle(() => root().querySelector<HTMLElement>('[data-testid="favourite-item"]')!.click());
    await until(() => !dropdown().open);
    await settle(() => element.setAttribute('locale', 'tc'));
    await until(() => trigger().getAttribute('aria-label') === '我的收藏' && titles()[0] === '備課報表');
  });
});
