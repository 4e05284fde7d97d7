import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $realtimePush, configureRealtime, resetRealtimeConfig } from '../../shared/realtime/index.ts';
import type { Notice } from '../../shared/schemas/notice.ts';
import { $locale, endSession, resetPermissions, startSession } from '../../shared/stores/index.ts';
import { answerApi, handled, refuse, type StubCall } from '../../tests/browser/api-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import './register.ts';

/** The variants of portal-shell §2.6: the 1200-wide detail and the last-three-days feed. */
const USER = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 };
const DAY = 24 * 3600_000;
/** A notice created `ageDays` ago (the stub filters by age as the server does, so no test compares a time). */
const notice = (id: string, ageDays: number, type: Notice['type'] = 3, read = false): Notice => ({
  id, type, readFlag: read ? '1' : '0', title: `title ${id}`, content: '', relationId: type === 1 ? `ann-${id}` : 'menu-knowledge', category: '', busId: '',
  createBy: 'lisi', name: '李四', avatar: '', createTime: new Date(Date.now() - ageDays * DAY).toISOString(),
});

describe('<dkp-notice-bell> variants (portal-shell §2.6)', () => {
  let notices: Notice[];
  let calls: StubCall[];
  /** Answers to hold back: getNoticePage calls wait on this while set. */
  let holdPages: Promise<void> | null;

  const shadow = (bell: HTMLElement) => bell.shadowRoot!;
  const $ = <T extends Element = HTMLElement>(bell: HTMLElement, testId: string) => shadow(bell).querySelector<T>(`[data-testid="${testId}"]`);
  const inList = (bell: HTMLElement, tab: string) =>
    [...shadow(bell).querySelectorAll(`[data-testid="notice-list-${tab}"] > li`)].map((li) => li.getAttribute('data-testid')!.slice('notice-item-'.length));
  const item = (bell: HTMLElement, id: string) => shadow(bell).querySelector<HTMLElement>(`[data-testid="notice-item-${id}"]`)!;
  const badge = (bell: HTMLElement) => $(bell, 'notice-badge')?.textContent ?? '';
  /** The notices the server would answer for `recentDays` (absent: all). */
  const within = (recentDays: string | null) => notices.filter((n) => recentDays === null || Date.now() - Date.parse(n.createTime) <= Number(recentDays) * DAY);

  function bellWith(attributes: Record<string, string>): HTMLElement {
    const bell = document.createElement('dkp-notice-bell');
    for (const [name, value] of Object.entries(attributes)) bell.setAttribute(name, value);
    return bell;
  }

  async function mount(...bells: HTMLElement[]) {
    startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: USER, sysAllDictItems: {} });
    await settle(() => document.body.append(...bells));
  }

  beforeEach(() => {
    calls = [];
    holdPages = null;
    notices = [notice('new', 0.5, 1), notice('two', 2), notice('four', 4), notice('old', 30, 3, true)];
    configureRealtime({ WebSocket: undefined });
    answerApi(async (call) => {
      calls.push(call);
      const recentDays = call.query.get('recentDays');
      const ids = (call.query.get('ids') ?? call.query.get('id') ?? '').split(',');
      switch (`${call.method} ${call.path}`) {
        case 'GET /sys/permission/getUserPermissionByToken': return { menu: [], auth: [], allAuth: [], sysSafeMode: false };
        case 'GET /sys/notice/getNoticePage': {
          const records = within(recentDays);
          if (holdPages) await holdPages;
          return { records, total: records.length };
        }
        case 'GET /sys/notice/getUnReadCount': return within(recentDays).filter((n) => n.readFlag === '0').length;
        case 'PUT /sys/notice/updateRead':
        case 'PUT /sys/notice/updateReadBatch':
          notices = notices.map((n) => (ids.includes(n.id) ? { ...n, readFlag: '1' } : n));
          return null;
        case 'PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId': return null;
        case 'GET /sys/annountCement/queryById': return {
          id: call.query.get('id'), titile: 'announced', msgContent: '<p>x</p>', sender: '管理员', priority: 'L', msgCategory: '1',
          openType: null, openPage: '', busId: '', sendTime: '2026-11-23T12:33:14Z', createTime: '2026-11-23T12:00:00Z', readFlag: '1',
        };
        case 'GET /sys/annountCement/listByUser': return { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };
        default: return refuse(404, 'not stubbed');
      }
    }, { successMessage: 'success' });
  });
  afterEach(() => {
    document.querySelectorAll('dkp-notice-bell').forEach((e) => e.remove());
    endSession();
    resetPermissions();
    $locale.set('cn');
    resetApiConfig();
    resetRealtimeConfig();
  });

  it('detail-width="1200" opens the detail 1200 wide, still with the fullscreen switch', async () => {
    const bell = bellWith({ 'detail-width': '1200' });
    await mount(bell);
    await until(() => inList(bell, 'all').length === 4);
    await settle(() => item(bell, 'new').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => $(bell, 'announcement-detail-title')?.textContent === 'announced');
    const detail = $(bell, 'announcement-detail')!;
    expect(getComputedStyle(detail).getPropertyValue('--width').trim()).to.equal('1200px');
    await settle(() => $(bell, 'announcement-detail-fullscreen')!.click());
    expect(getComputedStyle(detail).getPropertyValue('--width').trim()).to.equal('100vw');
    await settle(() => $(bell, 'announcement-detail-fullscreen')!.click());
    expect(getComputedStyle(detail).getPropertyValue('--width').trim()).to.equal('1200px');
  });

  it('another detail-width keeps the usual 600', async () => {
    const bell = bellWith({ 'detail-width': '900' });
    await mount(bell);
    await until(() => inList(bell, 'all').length === 4);
    await settle(() => item(bell, 'new').querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => $(bell, 'announcement-detail-title')?.textContent === 'announced');
    expect(getComputedStyle($(bell, 'announcement-detail')!).getPropertyValue('--width').trim()).to.equal('600px');
  });

  it('recent-days="3" asks for recentDays=3 on the list and the count, and shows and counts only those notices', async () => {
    const bell = bellWith({ 'recent-days': '3' });
    await mount(bell);
    await until(() => inList(bell, 'all').length === 2);
    expect(inList(bell, 'all')).to.deep.equal(['new', 'two']);
    expect(badge(bell)).to.equal('2');
    expect($(bell, 'notice-title')!.textContent).to.equal('通知(2)');
    // (A feed of the previous test may still be watched for a second and ask without recentDays.)
    const askedFor3 = (path: string) => calls.some((c) => c.path === path && c.query.get('recentDays') === '3');
    expect(askedFor3('/sys/notice/getNoticePage') && askedFor3('/sys/notice/getUnReadCount')).to.equal(true);
  });

  it('an invalid recent-days is the same as none: every notice, all counted', async () => {
    const bell = bellWith({ 'recent-days': 'soon' });
    await mount(bell);
    await until(() => inList(bell, 'all').length === 4);
    expect(inList(bell, 'all')).to.deep.equal(['new', 'two', 'four', 'old']);
    expect(badge(bell)).to.equal('3');
  });

  it('two bells of different recent-days on one page keep their own lists; a change in one shows in both', async () => {
    const all = bellWith({});
    const recent = bellWith({ 'recent-days': '3' });
    await mount(all, recent);
    await until(() => inList(all, 'all').length === 4 && inList(recent, 'all').length === 2);
    expect([badge(all), badge(recent)]).to.deep.equal(['3', '2']);

    await settle(() => item(recent, 'two').querySelector<HTMLElement>('[data-testid="notice-menu-read"]')!.click());
    await until(() => badge(recent) === '1' && badge(all) === '2');
    expect(inList(recent, 'unread')).to.deep.equal(['new']);
    expect(inList(all, 'unread')).to.deep.equal(['new', 'four']);
    expect(inList(all, 'all')).to.deep.equal(['new', 'two', 'four', 'old']);
    const counts = calls.filter((c) => c.path === '/sys/notice/getUnReadCount').slice(-2).map((c) => c.query.get('recentDays'));
    expect(counts.sort()).to.deep.equal(['3', null].sort());
  });

  it('a slow earlier load arriving after a newer one does not overwrite it', async () => {
    const bell = bellWith({ 'recent-days': '3' });
    await mount(bell);
    await until(() => inList(bell, 'all').length === 2);
    let release: () => void = () => undefined;
    holdPages = new Promise<void>((resolve) => { release = resolve; });
    // The first reload's page is held back with the old notices; the second answers at once with the new ones.
    await settle(() => $realtimePush.set({ cmd: 'user', msgTxt: 'x', msgId: 'p1' }));
    const pagesFor3 = () => calls.filter((c) => c.path === '/sys/notice/getNoticePage' && c.query.get('recentDays') === '3');
    await until(() => pagesFor3().length === 2);
    const held = pagesFor3()[1]!;
    holdPages = null;
    notices = [notice('newest', 0.1), ...notices];
    await settle(() => $realtimePush.set({ cmd: 'user', msgTxt: 'y', msgId: 'p2' }));
    await until(() => inList(bell, 'all').includes('newest'));
    await settle(() => release());
    // The held answer has landed and been handled: it must have been dropped.
    await settle(() => handled(held));
    expect(inList(bell, 'all')).to.deep.equal(['newest', 'new', 'two']);
    expect(badge(bell)).to.equal('3');
  });
});
