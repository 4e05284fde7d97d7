import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $realtimePush, configureRealtime, resetRealtimeConfig } from '../../shared/realtime/index.ts';
import { formatDateTime } from '../../shared/format/index.ts';
import type { Announcement } from '../../shared/schemas/announcement.ts';
import type { Notice } from '../../shared/schemas/notice.ts';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { $locale, endSession, resetPermissions, startSession } from '../../shared/stores/index.ts';
import { answerApi, refuse, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import type { DkpEvent, DkpEventName } from '../define/events.ts';
import '../announcements/register.ts';
import './register.ts';

const USER = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 };
const notice = (id: string, type: Notice['type'], relationId: string, read = false): Notice => ({
  id, type, readFlag: read ? '1' : '0', title: `title ${id}`, content: '', relationId, category: type === 2 ? '1' : '', busId: type === 0 ? `wb-${id}` : '',
  createBy: 'lisi', name: '李四', avatar: '', createTime: '2026-11-20T08:00:00Z',
});
const page = (id: string, path: string): MenuItem => ({
  id, path, component: 'ReportViewer', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1', meta: testMeta(id, 'ReportViewer', [id, id, id]),
});
/** The announcement of notice a1, as `queryById` and `listByUser` answer it. */
const ANNOUNCEMENT: Announcement = {
  id: 'ann-1', titile: 'title a1', msgContent: '<p>正文</p>', sender: '管理员', priority: 'L', msgCategory: '1',
  openType: null, openPage: '', busId: '', sendTime: '2026-11-23T12:33:14Z', createTime: '2026-11-23T12:00:00Z', readFlag: '0',
};
/** The user may open one report; not the knowledge module, not the class module. */
const MENU = [page('menu-report-history', '/report/history')];

describe('<dkp-notice-bell>', () => {
  let notices: Notice[];
  let calls: StubCall[];
  let bell: HTMLElement;
  const root = () => bell.shadowRoot!;
  const $ = <T extends Element = HTMLElement>(testId: string) => root().querySelector<T>(`[data-testid="${testId}"]`);
  const inList = (tab: string) => [...root().querySelectorAll(`[data-testid="notice-list-${tab}"] > li`)].map((li) => li.getAttribute('data-testid')!.slice('notice-item-'.length));
  const item = (id: string) => root().querySelector<HTMLElement>(`[data-testid="notice-item-${id}"]`)!;
  const badge = () => $('notice-badge')?.textContent ?? '';
  const unreadCount = () => notices.filter((n) => n.readFlag === '0').length;
  const heard = <K extends DkpEventName>(name: K) => {
    const events: DkpEvent<K>[] = [];
    document.addEventListener(name, (event) => events.push(event as DkpEvent<K>));
    return events;
  };

  async function mount() {
    startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: USER, sysAllDictItems: {} });
    bell = document.createElement('dkp-notice-bell');
    await settle(() => document.body.append(bell));
    await until(() => $('notice-bell') !== null && inList('all').length === notices.length);
  }

  beforeEach(async () => {
    calls = [];
    notices = [notice('a1', 1, 'ann-1'), notice('w1', 0, 'menu-report-history'), notice('m1', 3, 'menu-knowledge'), notice('c1', 2, 'class-1', true)];
    configureRealtime({ WebSocket: undefined });
    answerApi((call) => {
      calls.push(call);
      const ids = (call.query.get('ids') ?? call.query.get('id') ?? '').split(',');
      switch (`${call.method} ${call.path}`) {
        case 'GET /sys/permission/getUserPermissionByToken': return { menu: MENU, auth: [], allAuth: [], sysSafeMode: false };
        case 'GET /sys/notice/getNoticePage': return { records: notices, total: notices.length };
        case 'GET /sys/notice/getUnReadCount': return unreadCount();
        case 'PUT /sys/notice/updateRead':
        case 'PUT /sys/notice/updateReadBatch':
          notices = notices.map((n) => (ids.includes(n.id) ? { ...n, readFlag: '1' } : n));
          return null;
        // As the server: an announcement and its notice are one read state.
        case 'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId':
          notices = notices.map((n) => (n.type === 1 && n.relationId === (call.body as { anntId?: string } | undefined)?.anntId ? { ...n, readFlag: '1' } : n));
          return null;
        case 'GET /sys/annountCement/queryById': return ANNOUNCEMENT;
        case 'GET /sys/annountCement/listByUser': {
          const unread = notices.some((n) => n.id === 'a1' && n.readFlag === '0') ? [ANNOUNCEMENT] : [];
          return { anntMsgList: unread, anntMsgTotal: unread.length, sysMsgList: [], sysMsgTotal: 0 };
        }
        case 'DELETE /sys/notice/deleteNotice':
          notices = notices.filter((n) => n.id !== ids[0]);
          return null;
        default: return refuse(404, 'not stubbed');
      }
    }, { successMessage: 'success' });
  });
  afterEach(() => {
    document.querySelectorAll('dkp-notice-bell, dkp-announcements').forEach((e) => e.remove());
    endSession();
    resetPermissions();
    $locale.set('cn');
    resetApiConfig();
    resetRealtimeConfig();
  });

  it('shows the unread count on the badge and in the title, the dot on unread notices, and both tabs', async () => {
    await mount();
    expect(badge()).to.equal('3');
    expect($('notice-title')!.textContent).to.equal('通知(3)');
    expect(inList('all')).to.deep.equal(['a1', 'w1', 'm1', 'c1']);
    expect(inList('unread')).to.deep.equal(['a1', 'w1', 'm1']);
    expect(item('a1').querySelector('[data-testid="notice-dot"]')).to.not.equal(null);
    expect(item('c1').querySelector('[data-testid="notice-dot"]')).to.equal(null);
    expect(calls.find((c) => c.path === '/sys/notice/getNoticePage')!.query.get('readFlag')).to.equal('2');
  });

  it('shows each tab its empty tip when there is nothing', async () => {
    notices = [notice('r1', 0, 'menu-report-history', true)];
    await mount();
    expect($('notice-badge')).to.equal(null);
    expect($('notice-empty-unread')!.textContent).to.equal('暂无未读通知');
    notices = [];
    await settle(() => $realtimePush.set({ cmd: 'user', msgTxt: 'x', msgId: 'p0' }));
    await until(() => $('notice-empty-all') !== null);
    expect($('notice-empty-all')!.textContent).to.equal('暂无通知');
  });

  it("'mark read' sends the active tab's unread ids in one batch; with none it warns and calls nothing", async () => {
    await mount();
    const read = heard('dkp-notice-read');
    await settle(() => $('notice-read-all')!.click());
    await until(() => badge() === '');
    const batch = calls.filter((c) => c.path === '/sys/notice/updateReadBatch');
    expect(batch.map((c) => c.query.get('ids'))).to.deep.equal(['a1,w1,m1']);
    expect(inList('unread')).to.deep.equal([]);
    expect(read.at(-1)!.detail).to.deep.equal({ ids: ['a1', 'w1', 'm1'] });
    await settle(() => $('notice-read-all')!.click());
    await until(() => $('notice-alert') !== null);
    expect($('notice-alert')!.textContent).to.equal('暂无未读通知');
    expect(calls.filter((c) => c.path === '/sys/notice/updateReadBatch')).to.have.length(1);
  });

  it('an item menu marks one read (it leaves the unread tab) or removes it, and the events bubble out of the shadow root', async () => {
    await mount();
    const read = heard('dkp-notice-read');
    const removed = heard('dkp-notice-removed');
    await settle(() => item('w1').querySelector<HTMLElement>('[data-testid="notice-menu-read"]')!.click());
    await until(() => !inList('unread').includes('w1'));
    expect(calls.find((c) => c.path === '/sys/notice/updateRead')!.query.get('id')).to.equal('w1');
    expect(badge()).to.equal('2');
    expect(inList('all')).to.include('w1');
    expect(item('w1').querySelector('[data-testid="notice-dot"]')).to.equal(null);
    expect(read[0]!.detail).to.deep.equal({ ids: ['w1'] });
    expect(read[0]!.target).to.equal(bell);
    expect(read[0]!.bubbles && read[0]!.composed).to.equal(true);

    await settle(() => item('a1').querySelector<HTMLElement>('[data-testid="notice-menu-remove"]')!.click());
    await until(() => !inList('all').includes('a1'));
    expect(calls.find((c) => c.method === 'DELETE')!.query.get('id')).to.equal('a1');
    expect(badge()).to.equal('1');
    expect(removed[0]!.detail).to.deep.equal({ id: 'a1' });
  });

  it('opening an announcement shows it in the announcement detail of <dkp-announcements>, marks it read and refreshes the count', async () => {
    await mount();
    const countsBefore = calls.filter((c) => c.path === '/sys/notice/getUnReadCount').length;
    await settle(() => item('a1').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => $('announcement-detail-title')?.textContent === 'title a1' && badge() === '2');
    expect($('notice-detail-frame'), 'no second view: no iframe').to.equal(null);
    expect($('announcement-detail')!.hasAttribute('open')).to.equal(true);
    expect($('announcement-detail-time')!.textContent).to.equal(`发布时间：${formatDateTime(ANNOUNCEMENT.sendTime!)}`);
    expect($('announcement-detail-content')!.textContent).to.equal('正文');
    expect(getComputedStyle($('announcement-detail')!).getPropertyValue('--width').trim()).to.equal('600px');
    expect(calls.find((c) => c.path === '/sys/sysAnnouncementSend/editByAnntIdAndUserId')!.body).to.deep.equal({ anntId: 'ann-1' });
    expect(calls.filter((c) => c.path === '/sys/notice/getUnReadCount').length).to.be.greaterThan(countsBefore);
    await settle(() => $('announcement-detail-fullscreen')!.click());
    expect(getComputedStyle($('announcement-detail')!).getPropertyValue('--width').trim()).to.equal('100vw');
  });

  it('one read state: reading the notice in the bell drops the announcement from <dkp-announcements> at once, and opening it there drops it from the bell', async () => {
    await mount();
    const announcements = document.createElement('dkp-announcements');
    await settle(() => document.body.append(announcements));
    const inPopover = () => [...announcements.shadowRoot!.querySelectorAll<HTMLElement>('[data-testid="announcement-item"]')];
    await until(() => inPopover().length === 1 && badge() === '3');
    await settle(() => item('a1').querySelector<HTMLElement>('[data-testid="notice-menu-read"]')!.click());
    await until(() => inPopover().length === 0 && badge() === '2');

    // Unread again on the server; a push reloads both. Then the other way round.
    notices = notices.map((n) => (n.id === 'a1' ? { ...n, readFlag: '0' } : n));
    await settle(() => $realtimePush.set({ cmd: 'user', msgTxt: 'x', msgId: 'p-read' }));
    await until(() => inPopover().length === 1 && badge() === '3');
    await settle(() => inPopover()[0]!.click());
    await until(() => badge() === '2' && item('a1').querySelector('[data-testid="notice-dot"]') === null);
  });

  it('a report the user may open is handed to the host as dkp-notice-open; without access the §8 messages show', async () => {
    await mount();
    const opened = heard('dkp-notice-open');
    await settle(() => item('w1').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => opened.length === 1);
    expect(opened[0]!.detail).to.deep.equal({ id: 'w1', type: 0, relationId: 'menu-report-history', target: { kind: 'route', path: '/report/history?id=wb-w1&mode=detail&from=notice' } });
    expect(opened[0]!.bubbles && opened[0]!.composed).to.equal(true);

    await settle(() => item('m1').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => $('notice-alert') !== null);
    expect($('notice-alert')!.textContent).to.equal('您暂无该模块访问权限，请联系管理员！');
    await settle(() => item('c1').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => $('notice-alert')?.textContent === '您暂无该模块访问权限，请联系管理员！');

    notices = [notice('w2', 0, 'menu-report-deleted')];
    await settle(() => $realtimePush.set({ cmd: 'user', msgTxt: 'x', msgId: 'p1' }));
    await until(() => inList('all').includes('w2'));
    await settle(() => item('w2').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => $('notice-alert')?.textContent === '您暂无权限查看该报表或报表已删除，请联系管理员！');
    expect(opened).to.have.length(1);
  });

  // Moved from tests/e2e/notice-actions.spec.ts (issue 23): the journey stays there in cn.
  it("'mark read' with nothing unread warns with the unread tab's empty tip in en and tc, and calls nothing", async () => {
    notices = [notice('r1', 0, 'menu-report-history', true)];
    await mount();
    for (const [locale, tip] of [['en', 'No unread notices'], ['tc', '暫無未讀通知']] as const) {
      await settle(() => bell.setAttribute('locale', locale));
      await until(() => $('notice-empty-unread')?.textContent === tip, () => `${locale}: ${$('notice-empty-unread')?.textContent}`);
      await settle(() => $('notice-read-all')!.click());
      await until(() => $('notice-alert')?.textContent === tip, () => `${locale}: ${$('notice-alert')?.textContent}`);
    }
    expect(calls.filter((c) => c.path === '/sys/notice/updateReadBatch')).to.deep.equal([]);
  });

  // Moved from tests/e2e/notice-actions.spec.ts (issue 23): the journey stays there in cn.
  it('says the §8 messages in en and tc: a report no longer in the menu, a module the user lacks', async () => {
    const words = {
      en: { report: 'You have no permission to view this report, or it was deleted. Please contact the administrator.', module: 'You have no access to this module. Please contact the administrator.' },
      tc: { report: '您暫無權限查看該報表或報表已刪除，請聯繫管理員！', module: '您暫無該模組訪問權限，請聯繫管理員！' },
    };
    notices = [...notices, notice('w2', 0, 'menu-report-deleted')];
    await mount();
    for (const [locale, texts] of Object.entries(words)) {
      await settle(() => bell.setAttribute('locale', locale));
      await until(() => $('notice-tab-unread')!.textContent === (locale === 'en' ? 'Unread' : '未讀'));
      await settle(() => item('w2').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
      await until(() => $('notice-alert')?.textContent === texts.report, () => `${locale}: ${$('notice-alert')?.textContent}`);
      await settle(() => item('m1').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
      await until(() => $('notice-alert')?.textContent === texts.module, () => `${locale}: ${$('notice-alert')?.textContent}`);
    }
  });

  it('reloads on every realtime push, topic and user alike', async () => {
    await mount();
    notices = [notice('n9', 1, 'ann-9'), ...notices];
    await settle(() => $realtimePush.set({ cmd: 'topic', msgTxt: 'new', msgId: 'ann-9' }));
    await until(() => badge() === '4');
    expect(inList('all')[0]).to.equal('n9');
    notices = notices.slice(1);
    await settle(() => $realtimePush.set({ cmd: 'user', msgTxt: 'gone', msgId: 'n9' }));
    await until(() => badge() === '3');
  });

  it('follows a language switch', async () => {
    await mount();
    await settle(() => bell.setAttribute('locale', 'en'));
    await until(() => $('notice-title')!.textContent === 'Notices(3)');
    expect($('notice-tab-unread')!.textContent).to.equal('Unread');
    await settle(() => bell.setAttribute('locale', 'tc'));
    await until(() => $('notice-title')!.textContent === '通知(3)' && $('notice-read-all')!.textContent === '標記已讀');
  });

  it('offers sign-in without a session', async () => {
    bell = document.createElement('dkp-notice-bell');
    await settle(() => document.body.append(bell));
    await until(() => $('dkp-sign-in-prompt') !== null);
    expect($('dkp-sign-in-prompt')!.textContent).to.contain('登录后可查看您的通知');
    expect($('notice-bell')).to.equal(null);
  });
});
