import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { configureRealtime, resetRealtimeConfig } from '../../shared/realtime/index.ts';
import type { Announcement } from '../../shared/schemas/announcement.ts';
import { $locale } from '../../shared/stores/locale.ts';
import { endSession, startSession } from '../../shared/stores/session.ts';
import { answerApi, type StubCall } from '../../tests/browser/api-stub.ts';
import { getAnimation, setAnimation } from '@shoelace-style/shoelace/dist/utilities/animation-registry.js';
import { nextEvent } from '../../tests/browser/event-loop.ts';
import { FakeSocket } from '../../tests/browser/fake-socket.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import type { DkpEvent } from '../define/events.ts';
import './register.ts';

const USER = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 };
const at = (hour: number) => new Date(2026, 10, 20, hour, 30, 0).toISOString();
const item = (id: string, titile: string, extra: Partial<Announcement> = {}): Announcement => ({
  id, titile, msgContent: `<p>content of <strong>${titile}</strong></p>`, sender: '管理员', priority: 'L', msgCategory: '1',
  openType: null, openPage: '', busId: '', sendTime: at(9), createTime: at(8), readFlag: '0', ...extra,
});

describe('<dkp-announcements>', () => {
  let calls: StubCall[];
  let unread: Announcement[];
  let published: Announcement[];
  let element: HTMLElement;

  const root = () => element.shadowRoot!;
  const byTestId = <T extends HTMLElement = HTMLElement>(id: string) => root().querySelector<T>(`[data-testid="${id}"]`);
  const all = (id: string) => [...root().querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
  const itemsOf = (tab: 'annt' | 'sys') => [...root().querySelectorAll<HTMLElement>(`[data-testid="announcements-panel-${tab}"] [data-testid="announcement-item"]`)];
  const listCalls = () => calls.filter((c) => c.path === '/sys/annountCement/listByUser').length;
  const dialog = () => byTestId<HTMLElement & { open: boolean }>('announcement-detail')!;

  async function mount(attributes: Record<string, string> = {}) {
    element = document.createElement('dkp-announcements');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    await settle(() => document.body.append(element));
  }
  async function signIn() {
    await settle(() => startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: USER, sysAllDictItems: {} }));
    await until(() => all('announcement-item').length > 0);
  }

  beforeEach(() => {
    calls = [];
    unread = [
      item('a1', '系统升级通知', { priority: 'H' }),
      item('a2', '五一假期安排', { priority: 'M', openType: 'url', openPage: '/dashboard/analysis' }),
      item('a3', '新功能预告', { openType: 'component', openPage: '/isps/userAnnouncement', busId: 'b9' }),
      item('s1', '季度报表已更新', { msgCategory: '2' }),
    ];
    published = [...unread];
    FakeSocket.last = null;
    configureRealtime({ WebSocket: FakeSocket });
    answerApi((call) => {
      calls.push(call);
      if (call.path === '/sys/annountCement/listByUser') {
        const annt = unread.filter((a) => a.msgCategory === '1');
        const sys = unread.filter((a) => a.msgCategory === '2');
        return { anntMsgList: annt, anntMsgTotal: annt.length, sysMsgList: sys, sysMsgTotal: sys.length };
      }
      if (call.path === '/sys/sysAnnouncementSend/editByAnntIdAndUserId') {
        unread = unread.filter((a) => a.id !== (call.body as { anntId: string }).anntId);
        return null;
      }
      if (call.path === '/sys/annountCement/queryById') {
        // As the server answers it now: read, and (to tell the answer from the listed copy) signed by someone else.
        return { ...published.find((a) => a.id === call.query.get('id'))!, readFlag: '1', sender: '王五' };
      }
      return null;
    });
  });
  afterEach(() => {
    element?.remove();
    endSession();
    $locale.set('cn');
    resetApiConfig();
    resetRealtimeConfig();
  });

  it('offers sign-in without a session, and asks for nothing', async () => {
    await mount();
    await until(() => byTestId('dkp-sign-in-prompt') !== null);
    expect(byTestId('dkp-sign-in-prompt')!.textContent).to.contain('登录后可查看公告');
    expect(listCalls()).to.equal(0);
  });

  it('shows the two tabs with their counts, and title, create time and priority of each item', async () => {
    await mount();
    await signIn();
    expect(byTestId('announcements-tab-annt')!.textContent).to.equal('通知公告(3)');
    expect(byTestId('announcements-tab-sys')!.textContent).to.equal('系统消息(1)');
    expect(itemsOf('annt').map((i) => i.querySelector('[data-testid="announcement-title"]')!.textContent)).to.deep.equal(['系统升级通知', '五一假期安排', '新功能预告']);
    expect(itemsOf('sys').map((i) => i.dataset.id)).to.deep.equal(['s1']);
    expect(itemsOf('annt')[0]!.textContent).to.contain('2026/11/20 08:30:00');
    expect(calls[0]!.query.get('_t')).to.not.equal(null);
  });

  it('names the priorities in three languages', async () => {
    await mount();
    await signIn();
    const tags = () => itemsOf('annt').map((i) => i.querySelector('[data-testid="announcement-priority"]')!.textContent);
    expect(tags()).to.deep.equal(['紧急', '重要', '一般']);
    await settle(() => element.setAttribute('locale', 'en'));
    await until(() => tags()[0] === 'Urgent');
    expect(tags()).to.deep.equal(['Urgent', 'Important', 'General']);
    expect(byTestId('announcements-tab-sys')!.textContent).to.equal('System messages(1)');
    await settle(() => element.setAttribute('locale', 'tc'));
    await until(() => tags()[0] === '緊急');
    expect(tags()).to.deep.equal(['緊急', '重要', '一般']);
  });

  it('opening shows the detail, marks it read and reloads the list; go handle only for url', async () => {
    await mount();
    await signIn();
    const before = listCalls();
    await settle(() => itemsOf('annt')[0]!.click());
    await until(() => dialog().open);
    expect(dialog().getAttribute('label')).to.equal('通知消息');
    expect(byTestId('announcement-detail-title')!.textContent).to.equal('系统升级通知');
    expect(byTestId('announcement-detail-content')!.innerHTML).to.equal('<p>content of <strong>系统升级通知</strong></p>');
    expect(byTestId('announcement-detail-handle'), 'no go handle without openType').to.equal(null);
    await until(() => byTestId('announcement-detail-sender')!.textContent!.includes('王五'));
    const put = calls.find((c) => c.path === '/sys/sysAnnouncementSend/editByAnntIdAndUserId')!;
    expect(put.method).to.equal('PUT');
    expect(put.body).to.deep.equal({ anntId: 'a1' });
    expect(calls.some((c) => c.path === '/sys/annountCement/queryById' && c.query.get('id') === 'a1')).to.equal(true);
    await until(() => listCalls() > before && itemsOf('annt').length === 2);
    expect(byTestId('announcements-tab-annt')!.textContent).to.equal('通知公告(2)');
    await settle(() => byTestId('announcement-detail-close')!.click());
    await until(() => !dialog().open);
  });

  it('offers no go handle, and hands nothing to the page, for a page the openPage rule refuses', async () => {
    unread = [
      item('u1', '旧的危险链接', { openType: 'url', openPage: '/..//evil.example' }),
      item('c1', '旧的组件链接', { openType: 'component', openPage: 'https://evil.example', busId: 'b1' }),
    ];
    published = [...unread];
    const handles: DkpEvent<'dkp-announcement-handle'>[] = [];
    const onHandle = (event: DkpEvent<'dkp-announcement-handle'>) => handles.push(event);
    document.addEventListener('dkp-announcement-handle', onHandle);
    try {
      await mount();
      await signIn();
      await settle(() => itemsOf('annt').find((i) => i.dataset.id === 'u1')!.click());
      await until(() => dialog().open && byTestId('announcement-detail-sender')!.textContent!.includes('王五'));
      expect(byTestId('announcement-detail-handle')).to.equal(null);
      await settle(() => byTestId('announcement-detail-close')!.click());
      await until(() => !dialog().open);
      await until(() => itemsOf('annt').some((i) => i.dataset.id === 'c1'));
      await settle(() => itemsOf('annt').find((i) => i.dataset.id === 'c1')!.click());
      await until(() => dialog().open && byTestId('announcement-detail-title')!.textContent === '旧的组件链接');
      expect(byTestId('announcement-detail-handle'), 'shown in the dialog instead').to.equal(null);
      expect(handles).to.have.length(0);
    } finally {
      document.removeEventListener('dkp-announcement-handle', onHandle);
    }
  });

  it('labels sender and send time of the detail in three languages', async () => {
    await mount();
    await signIn();
    await settle(() => itemsOf('annt')[0]!.click());
    await until(() => dialog().open && byTestId('announcement-detail-sender')!.textContent!.includes('王五'));
    const sent = new Date(at(9)).getFullYear().toString();
    const expected = {
      cn: { label: '通知消息', sender: '发布人：王五', time: '发布时间：', close: '关闭', full: '全屏', exit: '退出全屏' },
      en: { label: 'Notice message', sender: 'Sender: 王五', time: 'Send time: ', close: 'Close', full: 'Full screen', exit: 'Exit full screen' },
      tc: { label: '通知消息', sender: '發佈人：王五', time: '發佈時間：', close: '關閉', full: '全屏', exit: '退出全屏' },
    };
    for (const [locale, texts] of Object.entries(expected)) {
      await settle(() => element.setAttribute('locale', locale));
      await until(() => byTestId('announcement-detail-sender')!.textContent === texts.sender);
      expect(dialog().getAttribute('label'), locale).to.equal(texts.label);
      const time = byTestId('announcement-detail-time')!.textContent!;
      expect(time.startsWith(texts.time), `${locale}: ${time}`).to.equal(true);
      expect(time, 'the send time itself follows the label').to.contain(sent);
      expect(byTestId('announcement-detail-close')!.textContent, locale).to.equal(texts.close);
      // The full-screen switch's label, both ways (tests/e2e/notice-actions.spec.ts switches it in cn).
      const fullscreen = byTestId<HTMLElement & { label: string }>('announcement-detail-fullscreen')!;
      expect(fullscreen.label, locale).to.equal(texts.full);
      await settle(() => fullscreen.click());
      expect(fullscreen.label, locale).to.equal(texts.exit);
      await settle(() => fullscreen.click());
      expect(fullscreen.label, locale).to.equal(texts.full);
    }
  });

  it('reopens a detail right after closing it, during the closing animation, and keeps it open and visible', async () => {
    await mount();
    await signIn();
    const current = () => root().querySelector<HTMLElement & { open: boolean }>('sl-dialog')!;
    const part = (of: HTMLElement, name: string) => of.shadowRoot!.querySelector<HTMLElement>(`[part="${name}"]`)!;
    const panelVisible = () => part(current(), 'panel').checkVisibility();
    const title = () => byTestId('announcement-detail-title')?.textContent;
    /** Opens the first item and waits until the dialog has shown it (Shoelace's 'after show'). */
    async function openAndShow(click: () => void) {
      const shown = new Promise<void>((resolve) => {
        const listener = (event: Event) => {
          if ((event.target as Element).localName !== 'sl-dialog') return;
          root().removeEventListener('sl-after-show', listener);
          resolve();
        };
        root().addEventListener('sl-after-show', listener);
      });
      await settle(click);
      await settle(() => shown);
    }
    /**
     * Closes the detail with `close` and holds its fade-out (Shoelace animates the panel and
     * the overlay) until the test ends it: an opening made meanwhile is sure to come during the
     * fade, and the closing's 'after hide' comes when the test says, after that opening.
     */
    async function closeHoldingTheFade(close: () => void) {
      const closing = current();
      for (const name of ['dialog.hide', 'dialog.overlay.hide']) {
        const { keyframes, options } = getAnimation(closing, name, { dir: 'ltr' });
        setAnimation(closing, name, { keyframes, options: { ...options, duration: 3_600_000 } });
      }
      await settle(close);
      const fading = () => ['panel', 'overlay'].flatMap((name) => part(closing, name).getAnimations());
      await until(() => fading().length === 2);
      const animations = fading();
      return async function endTheFade() {
        const afterHide = nextEvent(closing, 'sl-after-hide');
        for (const animation of animations) animation.finish();
        await settle(() => afterHide);
      };
    }

    await openAndShow(() => itemsOf('sys')[0]!.click());
    expect(title()).to.equal('季度报表已更新');
    // 'close', then another item while the dialog still fades out: the first closing's late
    // 'after hide' must not close or hide the second opening.
    let endTheFade = await closeHoldingTheFade(() => byTestId('announcement-detail-close')!.click());
    // (A dialog that is open from its first render shows without an animation: no 'after show'.)
    await settle(() => itemsOf('annt')[0]!.click());
    await until(() => title() === '系统升级通知' && panelVisible());
    await endTheFade();
    expect(dialog().open, 'still open after the first closing ended').to.equal(true);
    expect(panelVisible(), 'and visible').to.equal(true);
    expect(title()).to.equal('系统升级通知');

    // Closed by Shoelace itself (a click on the overlay), then opened again at once.
    endTheFade = await closeHoldingTheFade(() => part(current(), 'overlay').click());
    await settle(() => itemsOf('annt')[0]!.click());
    await until(() => title() === '五一假期安排' && panelVisible());
    await endTheFade();
    expect(dialog().open, 'reopened after the overlay closed it').to.equal(true);
    expect(panelVisible(), 'and visible').to.equal(true);

    const hidden = nextEvent(current(), 'sl-after-hide');
    await settle(() => byTestId('announcement-detail-close')!.click());
    await settle(() => hidden);
    expect(dialog().open).to.equal(false);
    expect(panelVisible(), 'closed for good').to.equal(false);
  });

  it("emits typed, bubbling, composed events: 'view more', 'go handle' with openPage, and a component's handle on opening", async () => {
    await mount();
    await signIn();
    const more: DkpEvent<'dkp-announcements-more'>[] = [];
    const handles: DkpEvent<'dkp-announcement-handle'>[] = [];
    const onMore = (event: DkpEvent<'dkp-announcements-more'>) => more.push(event);
    const onHandle = (event: DkpEvent<'dkp-announcement-handle'>) => handles.push(event);
    document.addEventListener('dkp-announcements-more', onMore);
    document.addEventListener('dkp-announcement-handle', onHandle);
    try {
      await settle(() => byTestId('announcements-more')!.click());
      expect(more).to.have.length(1);
      expect(more[0]!.target).to.equal(element);
      expect([more[0]!.bubbles, more[0]!.composed]).to.deep.equal([true, true]);
      expect(more[0]!.detail).to.deep.equal({ category: '1' });
      await settle(() => byTestId('announcements-tab-sys')!.click());
      await until(() => byTestId('announcements-tab-sys')!.hasAttribute('active'));
      await settle(() => byTestId('announcements-more')!.click());
      expect(more[1]!.detail, 'the tab shown').to.deep.equal({ category: '2' });
      await settle(() => byTestId('announcements-tab-annt')!.click());

      await settle(() => itemsOf('annt')[1]!.click());
      await until(() => byTestId('announcement-detail-handle') !== null);
      expect(byTestId('announcement-detail-handle')!.textContent).to.equal('去处理');
      await settle(() => byTestId('announcement-detail-handle')!.click());
      expect(handles.map((e) => e.detail)).to.deep.equal([{ id: 'a2', openType: 'url', openPage: '/dashboard/analysis', busId: '' }]);
      expect([handles[0]!.bubbles, handles[0]!.composed, handles[0]!.target]).to.deep.equal([true, true, element]);
      await until(() => !dialog().open);

      await until(() => itemsOf('annt').some((i) => i.dataset.id === 'a3'));
      await settle(() => itemsOf('annt').find((i) => i.dataset.id === 'a3')!.click());
      await until(() => handles.length === 2);
      expect(handles[1]!.detail).to.deep.equal({ id: 'a3', openType: 'component', openPage: '/isps/userAnnouncement', busId: 'b9' });
      expect(dialog().open, 'a component announcement opens its page, not the dialog').to.equal(false);
      await until(() => calls.some((c) => (c.body as { anntId?: string } | undefined)?.anntId === 'a3'));
    } finally {
      document.removeEventListener('dkp-announcements-more', onMore);
      document.removeEventListener('dkp-announcement-handle', onHandle);
    }
  });

  it('reloads on every realtime push while mounted, and closes the socket when removed', async () => {
    await mount();
    await signIn();
    await until(() => FakeSocket.last?.readyState === 1);
    const socket = FakeSocket.last!;
    expect(socket.url).to.match(/\/api\/websocket\/u1$/);
    expect(socket.protocols).to.deep.equal(['t1']);
    unread.push(item('a4', '新发布的公告', { priority: 'M' }));
    published = [...unread];
    const before = listCalls();
    await settle(() => socket.push('topic', 'a4'));
    await until(() => itemsOf('annt').some((i) => i.dataset.id === 'a4'));
    expect(listCalls()).to.equal(before + 1);
    expect(byTestId('announcements-tab-annt')!.textContent).to.equal('通知公告(4)');
    await settle(() => socket.push('user', 'n1'));
    await until(() => listCalls() === before + 2);

    await settle(() => element.remove());
    await until(() => socket.readyState === 3);
  });

  it('in its compact form shows the unread count and opens the lists in a popover', async () => {
    await mount({ compact: 'true' });
    await signIn();
    expect(byTestId('announcements-badge')!.textContent).to.equal('4');
    const dropdown = root().querySelector<HTMLElement & { open: boolean }>('sl-dropdown')!;
    expect(dropdown.open).to.equal(false);
    await settle(() => byTestId('announcements-trigger')!.click());
    await until(() => dropdown.open);
  });
});
