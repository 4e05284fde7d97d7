import { expect } from 'chai';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale } from '../../shared/stores/index.ts';
import { render, settle, until } from '../../tests/browser/render.tsx';
import { TopMenu } from './TopMenu.tsx';

const item = (id: string, title: string, children: MenuItem[] = []): MenuItem => ({
  id, path: `/${id}`, component: 'Page', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title, titleEN: `${title}-en`, titleTC: '', icon: '', url: '', componentName: id, target: '', hidden: false, keepAlive: false, internalOrExternal: false },
  ...(children.length ? { children } : {}),
});
const ITEMS = [
  item('home', '首页'),
  item('reports', '报表中心', [item('history', '历史报表')]),
  item('news', '新闻资讯'),
  item('knowledge', '知识库'),
  item('workbench', '数字工作台'),
];

const inline = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLElement>('nav > button.top-menu-item')].map((b) => b.dataset.testid!.replace('top-menu-item-', ''));
const inMore = (host: HTMLElement) =>
  [...host.querySelectorAll<HTMLElement>('sl-menu-item')].map((m) => m.dataset.testid!.replace('top-menu-item-', ''));

async function renderWidth(width: number, chosen: MenuItem[] = []) {
  const view = await render(<TopMenu items={ITEMS} selectedId="reports" width={width} onChoose={(i) => chosen.push(i)} />);
  await settle(() => document.fonts.ready);
  return view;
}

/** The seeded menu's first entries with their titles in three languages (server/db/seed/menu-tree.ts). */
const seeded = (id: string, [title, titleEN, titleTC]: [string, string, string], children: MenuItem[] = []): MenuItem => {
  const entry = item(id, title, children);
  return { ...entry, meta: { ...entry.meta, titleEN, titleTC } };
};
const SEEDED = [
  seeded('menu-home', ['首页', 'Home', '首頁']),
  seeded('menu-my-class', ['我的班级', 'My classes', '我的班級']),
  seeded('menu-reports', ['报表中心', 'Reports', '報表中心'], [seeded('menu-history', ['历史报表', 'History', '歷史報表'])]),
  seeded('menu-system', ['系统管理', 'System', '系統管理'], [seeded('menu-user', ['用户管理', 'Users', '用戶管理'])]),
];
const WORDS = {
  en: { more: 'More', home: 'Home', myClass: 'My classes', reports: 'Reports', system: 'System' },
  tc: { more: '更多', home: '首頁', myClass: '我的班級', reports: '報表中心', system: '系統管理' },
} as const;

describe('TopMenu', () => {
  before(() => startLocalization());
  afterEach(() => $locale.set('cn'));

  // Moved from tests/e2e/top-menu.spec.ts (issue 23): the words in en and tc, the journey stays there in cn.
  for (const locale of ['en', 'tc'] as const) {
    it(`speaks ${locale}: the entries' titles, more, a caret on parents only and what does not fit under more`, async () => {
      const t = WORDS[locale];
      await settle(() => $locale.set(locale));
      const view = await render(<TopMenu items={SEEDED} selectedId="menu-home" width={2000} onChoose={() => {}} />);
      await settle(() => document.fonts.ready);
      const entry = (id: string) => view.host.querySelector<HTMLElement>(`nav > button[data-testid="top-menu-item-${id}"]`);
      expect(entry('menu-home')!.textContent).to.equal(t.home);
      expect(entry('menu-my-class')!.textContent).to.equal(t.myClass);
      expect(entry('menu-reports')!.textContent).to.equal(`${t.reports}▾`);
      expect(entry('menu-reports')!.querySelector('.top-menu-caret')).to.not.equal(null);
      expect(entry('menu-my-class')!.querySelector('.top-menu-caret')).to.equal(null);
      // Room for all but the last entry: the system module (a parent) goes under more, titled in the language.
      const widths = [...view.host.querySelectorAll<HTMLElement>('nav > button.top-menu-item')].map((b) => b.getBoundingClientRect().width);
      view.unmount();
      const narrow = await render(<TopMenu items={SEEDED} selectedId="menu-home" width={Math.floor(widths[0]! + widths[1]! + widths[2]! + widths[3]! / 2)} onChoose={() => {}} />);
      const more = () => narrow.host.querySelector('[data-testid="top-menu-more"] button[slot="trigger"]')?.textContent;
      // The catalogue of the language loads asynchronously: 'more' turns once it has.
      await until(() => more() === `${t.more}▾`, () => `more reads ${more()}`);
      expect(inline(narrow.host)).to.include('menu-my-class');
      expect(inMore(narrow.host)).to.include('menu-system');
      expect(narrow.host.querySelector('sl-menu-item[data-testid="top-menu-item-menu-system"]')!.textContent!.trim()).to.equal(t.system);
      narrow.unmount();
    });
  }

  it('shows every entry when they fit, without a more item', async () => {
    const view = await renderWidth(2000);
    expect(inline(view.host)).to.deep.equal(['home', 'reports', 'news', 'knowledge', 'workbench']);
    expect(view.host.querySelector('[data-testid="top-menu-more"]')).to.equal(null);
    view.unmount();
  });

  it('puts the entries that do not fit under more, keeping the menu within its width', async () => {
    const wide = await renderWidth(2000);
    const widths = [...wide.host.querySelectorAll<HTMLElement>('nav > button.top-menu-item')].map((b) => b.getBoundingClientRect().width);
    wide.unmount();
    // Room for the first three entries and a little more, not for the fourth plus 'more'.
    const width = Math.floor(widths[0]! + widths[1]! + widths[2]! + widths[3]! / 2);
    const view = await renderWidth(width);
    const shown = inline(view.host);
    const more = inMore(view.host);
    expect([...shown, ...more]).to.deep.equal(['home', 'reports', 'news', 'knowledge', 'workbench']);
    expect(more.length).to.be.greaterThan(1);
    const nav = view.host.querySelector<HTMLElement>('[data-testid="top-menu"]')!;
    const used = [...nav.children].filter((c) => !c.classList.contains('top-menu-measure')).reduce((sum, c) => sum + c.getBoundingClientRect().width, 0);
    expect(used).to.be.at.most(width);
    view.unmount();
  });

  it('a narrower menu moves more entries under more', async () => {
    const a = await renderWidth(500);
    const at500 = inline(a.host).length;
    a.unmount();
    const b = await renderWidth(250);
    expect(inline(b.host).length).to.be.lessThan(at500);
    b.unmount();
  });

  it('marks parents with a caret and reports clicks, also from the more menu', async () => {
    const chosen: MenuItem[] = [];
    const view = await renderWidth(250, chosen);
    const reports = view.host.querySelector<HTMLElement>('[data-testid="top-menu-item-reports"]')!;
    expect(reports.querySelector('.top-menu-caret')).to.not.equal(null);
    expect(view.host.querySelector('[data-testid="top-menu-item-home"] .top-menu-caret')).to.equal(null);
    await settle(() => reports.click());
    const last = view.host.querySelector<HTMLElement>('sl-menu-item[data-testid="top-menu-item-workbench"]')!;
    await settle(() => last.click());
    expect(chosen.map((i) => i.id)).to.deep.equal(['reports', 'workbench']);
    view.unmount();
  });

  it('in the top-menu layout a parent opens a drop-down of its pages', async () => {
    const chosen: [string, string | undefined][] = [];
    const view = await render(<TopMenu items={ITEMS} selectedId="home" width={2000} dropdowns onChoose={(i, top) => chosen.push([i.id, top?.id])} />);
    const page = view.host.querySelector<HTMLElement>('[data-testid="top-menu-branch-reports"] [data-testid="top-menu-page-history"]')!;
    expect(page.textContent).to.equal('历史报表');
    await settle(() => page.click());
    await settle(() => view.host.querySelector<HTMLElement>('[data-testid="top-menu-item-news"]')!.click());
    expect(chosen).to.deep.equal([['history', 'reports'], ['news', undefined]]);
    view.unmount();
  });
});
