import { expect } from 'chai';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { render, settle } from '../../tests/browser/render.tsx';
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

describe('TopMenu', () => {
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
