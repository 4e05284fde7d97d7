import { expect } from 'chai';
import { MemoryRouter, useLocation } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { configureRealtime, resetRealtimeConfig } from '../../shared/realtime/index.ts';
import type { Announcement } from '../../shared/schemas/announcement.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { FakeSocket } from '../../tests/browser/fake-socket.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { UserAnnouncementPage } from './UserAnnouncementPage.tsx';

const META = testMeta('menu-user-announcement', 'UserAnnouncement', ['我的公告', 'My announcements', '我的公告']);
const TOTAL = 23;
/** The page 'go handle' of announcement a1 (a url announcement) opens. */
let firstPage = '/dashboard/analysis';
const announcement = (i: number): Announcement => ({
  id: `a${i}`, titile: `公告 ${i}`, msgContent: `<p>正文 ${i}</p>`, sender: '管理员', priority: (['L', 'M', 'H'] as const)[i % 3]!,
  msgCategory: i % 2 ? '2' : '1', openType: i === 1 ? 'url' : null, openPage: i === 1 ? firstPage : '', busId: '',
  sendTime: new Date(2026, 10, 20, 9).toISOString(), createTime: new Date(2026, 10, 20, 8).toISOString(), readFlag: '0',
});

/** Where the router is, for the tests of 'go handle'. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);
const rows = (view: Rendered) => [...view.host.querySelectorAll<HTMLElement>('[data-testid="my-announcement-row"]')];
const listQueries = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/sysAnnouncementSend/getMyAnnouncementSend').map((c) => c.query);
const asked = (q: URLSearchParams | undefined) => q && `${q.get('pageNo')}/${q.get('pageSize')}/${q.get('readFlag')}/${q.get('msgCategory') ?? ''}`;
const choose = async (view: Rendered, id: string, value: string) => {
  const select = byTestId<HTMLElement & { value: string }>(view, id)!;
  await settle(() => {
    select.value = value;
    select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
  });
};

describe('UserAnnouncementPage (/isps/userAnnouncement)', () => {
  let view: Rendered | undefined;
  let calls: StubCall[];
  let read: Set<string>;

  async function renderPage(entry = '/isps/userAnnouncement') {
    calls = [];
    read = new Set();
    configureRealtime({ WebSocket: FakeSocket });
    await signInWithPage('/isps/userAnnouncement', META, [], (call) => {
      calls.push(call);
      if (call.path === '/sys/sysAnnouncementSend/editByAnntIdAndUserId') {
        read.add((call.body as { anntId: string }).anntId);
        return null;
      }
      if (call.path === '/sys/annountCement/queryById') return { ...announcement(Number(call.query.get('id')!.slice(1))), readFlag: '1' };
      const pageNo = Number(call.query.get('pageNo'));
      const pageSize = Number(call.query.get('pageSize'));
      const count = Math.max(0, Math.min(pageSize, TOTAL - (pageNo - 1) * pageSize));
      const records = Array.from({ length: count }, (_, i) => announcement((pageNo - 1) * pageSize + i + 1))
        .map((a) => ({ ...a, readFlag: read.has(a.id) ? '1' : '0' }));
      return { records, total: TOTAL };
    });
    view = await render(<MemoryRouter initialEntries={[entry]}><UserAnnouncementPage meta={META} /><LocationProbe /></MemoryRouter>);
    await until(() => rows(view!).length > 0);
    return view;
  }

  before(() => startLocalization());
  afterEach(() => {
    view?.unmount();
    resetApiConfig();
    resetRealtimeConfig();
    resetPermissions();
    endSession();
    $locale.set('cn');
    firstPage = '/dashboard/analysis';
  });

  it('lists the user announcements, paged, filtered by read state and category', async () => {
    const page = await renderPage();
    expect(asked(listQueries(calls)[0])).to.equal('1/10/2/');
    expect(rows(page)).to.have.length(10);
    expect(rows(page)[0]!.textContent).to.contain('公告 1').and.contain('系统消息').and.contain('重要').and.contain('未读');
    expect(byTestId(page, 'pagination-total')!.textContent).to.equal('1-10 共 23 条');

    await settle(() => byTestId(page, 'pagination-next')!.click());
    await until(() => asked(listQueries(calls).at(-1)) === '2/10/2/');
    await choose(page, 'my-announcements-read', '0');
    await until(() => asked(listQueries(calls).at(-1)) === '1/10/0/');
    await choose(page, 'my-announcements-category', '2');
    await until(() => asked(listQueries(calls).at(-1)) === '1/10/0/2');
    await choose(page, 'my-announcements-category', 'all');
    await until(() => asked(listQueries(calls).at(-1)) === '1/10/0/');
  });

  it("starts on the category 'view more' asked for", async () => {
    await renderPage('/isps/userAnnouncement?msgCategory=2');
    expect(asked(listQueries(calls)[0])).to.equal('1/10/2/2');
  });

  it('opening a title shows the detail, marks it read and reloads the list', async () => {
    const page = await renderPage();
    const before = listQueries(calls).length;
    await settle(() => rows(page)[0]!.querySelector<HTMLElement>('[data-testid="my-announcement-open"]')!.click());
    const dialog = byTestId<HTMLElement & { open: boolean }>(page, 'announcement-detail')!;
    await until(() => dialog.open);
    expect(byTestId(page, 'announcement-detail-content')!.innerHTML).to.equal('<p>正文 1</p>');
    expect(byTestId(page, 'announcement-detail-handle'), 'a url announcement offers go handle').to.not.equal(null);
    await until(() => listQueries(calls).length === before + 1 && rows(page)[0]!.dataset.read === '1');
    expect(calls.find((c) => c.path === '/sys/sysAnnouncementSend/editByAnntIdAndUserId')!.body).to.deep.equal({ anntId: 'a1' });

    await settle(() => byTestId(page, 'announcement-detail-close')!.click());
    await settle(() => rows(page)[1]!.querySelector<HTMLElement>('[data-testid="my-announcement-open"]')!.click());
    await until(() => byTestId(page, 'announcement-detail-title')?.textContent === '公告 2');
    expect(byTestId(page, 'announcement-detail-handle'), 'no go handle without openType').to.equal(null);
  });

  it("'go handle' follows a portal path with the router, opens an http(s) page in a new tab with noopener, and offers nothing for the rest", async () => {
    const opened: unknown[][] = [];
    const realOpen = window.open;
    window.open = (...args: unknown[]) => {
      opened.push(args);
      return null;
    };
    try {
      const cases: [string, string | null, unknown[][]][] = [
        ['/dashboard/analysis?tab=1', '/dashboard/analysis?tab=1', []],
        ['https://example.com/form', null, [['https://example.com/form', '_blank', 'noopener,noreferrer']]],
        ['//evil.example/x', null, []],
        ['/..//evil.example', null, []],
        ['javascript:alert(1)', null, []],
      ];
      for (const [openPage, path, windows] of cases) {
        firstPage = openPage;
        opened.length = 0;
        const page = await renderPage();
        const start = byTestId(page, 'location')!.textContent;
        await settle(() => rows(page)[0]!.querySelector<HTMLElement>('[data-testid="my-announcement-open"]')!.click());
        await until(() => byTestId(page, 'announcement-detail-title')?.textContent === '公告 1');
        const followed = path !== null || windows.length > 0;
        if (followed) {
          await until(() => byTestId(page, 'announcement-detail-handle') !== null);
          await settle(() => byTestId(page, 'announcement-detail-handle')!.click());
          await until(() => !byTestId<HTMLElement & { open: boolean }>(page, 'announcement-detail')!.open);
        } else {
          expect(byTestId(page, 'announcement-detail-handle'), `no go handle for ${openPage}`).to.equal(null);
        }
        expect(byTestId(page, 'location')!.textContent, openPage).to.equal(path ?? start);
        expect(opened, openPage).to.deep.equal(windows);
        page.unmount();
        view = undefined;
        resetApiConfig();
        endSession();
      }
    } finally {
      window.open = realOpen;
    }
  });

  it('reloads on a realtime push', async () => {
    await renderPage();
    await until(() => FakeSocket.last?.readyState === 1);
    const before = listQueries(calls).length;
    await settle(() => FakeSocket.last!.push('topic', 'a99'));
    await until(() => listQueries(calls).length === before + 1);
  });

  // The columns, read states and read filter in en and tc moved here from the e2e test 'the page
  // speaks en and tc…' (issue 23); the filter's request is 'lists the user announcements…'.
  it('speaks the three languages: columns, read states and the read filter', async () => {
    const page = await renderPage();
    const WORDS = {
      en: { columns: ['Title', 'Message type', 'Priority', 'Sender', 'Send time', 'Read state'], reads: ['All', 'Unread', 'Read'], category: 'System messages', unread: 'Unread' },
      tc: { columns: ['標題', '消息類型', '優先級', '發佈人', '發佈時間', '閱讀狀態'], reads: ['全部', '未讀', '已讀'], category: '系統消息', unread: '未讀' },
    } as const;
    const texts = (selector: string) => [...page.host.querySelectorAll(selector)].map((e) => e.textContent!.trim());
    for (const locale of ['en', 'tc'] as const) {
      const t = WORDS[locale];
      await settle(() => $locale.set(locale));
      await until(() => rows(page)[0]!.textContent!.includes(t.category));
      expect(texts('[data-testid="my-announcements-table"] th')).to.deep.equal([...t.columns]);
      expect(rows(page)[0]!.querySelector('td:last-child')!.textContent).to.equal(t.unread);
      expect(texts('[data-testid="my-announcements-read"] sl-option')).to.deep.equal([...t.reads]);
      if (locale === 'en') expect(rows(page)[0]!.textContent, 'the priority').to.contain('Important');
    }
  });
});
