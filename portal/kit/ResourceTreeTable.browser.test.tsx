import { expect } from 'chai';
import { useState } from 'react';
import { startLocalization } from '../../shared/i18n/index.ts';
import type { TreeRecord } from '../../shared/kit/tree-rows.ts';
import { $locale } from '../../shared/stores/index.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { ResourceTreeTable, type TreeColumn } from './ResourceTreeTable.tsx';

interface Menu extends TreeRecord { id: string; name: string; url: string }
const menu = (id: string, hasChildren: boolean, extra: Partial<Menu> = {}): Menu => ({ id, name: `菜单 ${id}`, url: `/${id}`, hasChildren, ...extra });
const COLUMNS: TreeColumn<Menu>[] = [
  { key: 'name', title: '名称', width: 200 },
  { key: 'url', title: '地址', render: (r) => <code>{r.url}</code> },
];

/** A promise the test settles when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

let childCalls: string[];
let selections: string[][];
let children: (id: string) => Promise<unknown>;

function Tree({ roots, selectable = false }: { roots: () => Promise<unknown>; selectable?: boolean }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <ResourceTreeTable<Menu> columns={COLUMNS} loadRoots={roots}
      loadChildren={(id) => { childCalls.push(String(id)); return children(String(id)); }}
      rowActions={(r) => <button type="button" data-testid="edit">edit {r.id}</button>}
      {...(selectable ? { selectedIds: selected, onSelectionChange: (ids: string[]) => { selections.push(ids); setSelected(ids); } } : {})} />
  );
}

const shown = (view: Rendered) => [...view.host.querySelectorAll<HTMLElement>('[data-testid="tree-row"]')].map((row) => {
  const caret = row.querySelector('[data-testid="tree-caret"]');
  const mark = caret ? (caret.getAttribute('aria-expanded') === 'true' ? '-' : '+') : '';
  return `${'  '.repeat(Number(row.dataset.depth))}${row.dataset.id}${mark}`;
});
const rowOf = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="tree-row"][data-id="${id}"]`)!;
const caretOf = (view: Rendered, id: string) => rowOf(view, id).querySelector<HTMLButtonElement>('[data-testid="tree-caret"]')!;
const problem = (view: Rendered) => view.host.querySelector('[data-testid="tree-problem"]')?.textContent ?? null;

describe('ResourceTreeTable', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  beforeEach(() => {
    childCalls = [];
    selections = [];
    children = async () => [];
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await settle(() => $locale.set('cn'));
  });

  it('loads the roots, then the children of a node when first expanded, showing that it loads', async () => {
    const pending = deferred<unknown>();
    children = (id) => (id === 'sys' ? pending.promise : Promise.resolve([menu(`${id}-1`, false)]));
    view = await render(<Tree roots={async () => [menu('sys', true), menu('home', false), menu('help', true)]} />);
    await until(() => shown(view!).length === 3);
    expect(shown(view)).to.deep.equal(['sys+', 'home', 'help+']);
    expect(rowOf(view, 'sys').textContent).to.contain('菜单 sys').and.contain('/sys').and.contain('edit sys');
    expect([...view.host.querySelectorAll('th')].map((th) => th.textContent)).to.deep.equal(['名称', '地址', '操作']);

    await settle(() => caretOf(view!, 'sys').click());
    expect(caretOf(view, 'sys').getAttribute('aria-busy')).to.equal('true');
    expect(rowOf(view, 'sys').querySelector('[data-testid="tree-loading"]')).to.not.equal(null);
    await settle(() => pending.resolve({ records: [menu('user', true), menu('role', false)], total: 2 }));
    await until(() => shown(view!).length === 5);
    expect(shown(view)).to.deep.equal(['sys-', '  user+', '  role', 'home', 'help+']);
    expect(caretOf(view, 'sys').getAttribute('aria-label')).to.equal('收起');

    await settle(() => caretOf(view!, 'user').click());
    await until(() => shown(view!).length === 6);
    expect(shown(view)).to.deep.equal(['sys-', '  user-', '    user-1', '  role', 'home', 'help+']);

    await settle(() => caretOf(view!, 'sys').click());
    expect(shown(view)).to.deep.equal(['sys+', 'home', 'help+']);
    await settle(() => caretOf(view!, 'sys').click());
    expect(shown(view)).to.deep.equal(['sys-', '  user-', '    user-1', '  role', 'home', 'help+']);
    expect(childCalls).to.deep.equal(['sys', 'user'], 'loaded children are kept');
  });

  it('a reload keeps open the nodes that were open, reading their children again', async () => {
    let version = 1;
    children = async (id) => (id === 'sys' ? [menu('user', true), menu(`new-${version}`, false)] : [menu(`${id}-1`, false)]);
    const Reloading = () => {
      const [key, setKey] = useState(0);
      return (
        <>
          <button type="button" data-testid="reload" onClick={() => { version += 1; setKey(key + 1); }}>reload</button>
          <ResourceTreeTable<Menu> columns={COLUMNS} reloadKey={key} loadRoots={async () => [menu('sys', true), menu('home', true)]}
            loadChildren={(id) => { childCalls.push(String(id)); return children(String(id)); }} />
        </>
      );
    };
    view = await render(<Reloading />);
    await until(() => shown(view!).length === 2);
    await settle(() => caretOf(view!, 'sys').click());
    await until(() => shown(view!).length === 4);
    await settle(() => caretOf(view!, 'user').click());
    await until(() => shown(view!).length === 5);
    expect(shown(view)).to.deep.equal(['sys-', '  user-', '    user-1', '  new-1', 'home+']);

    await settle(() => view!.host.querySelector<HTMLElement>('[data-testid="reload"]')!.click());
    await until(() => shown(view!).includes('  new-2'));
    expect(shown(view)).to.deep.equal(['sys-', '  user-', '    user-1', '  new-2', 'home+'], 'a closed node stays closed');
    expect(childCalls).to.deep.equal(['sys', 'user', 'sys', 'user']);
  });

  it('a node whose children come back empty becomes a leaf, without caret', async () => {
    view = await render(<Tree roots={async () => [menu('empty', true)]} />);
    await until(() => shown(view!).length === 1);
    await settle(() => caretOf(view!, 'empty').click());
    await until(() => shown(view!)[0] === 'empty');
    expect(rowOf(view, 'empty').querySelector('[data-testid="tree-caret"]')).to.equal(null);
  });

  it('is worked by keyboard: ArrowRight expands, ArrowLeft collapses, the caret being a button', async () => {
    children = async (id) => [menu(`${id}-1`, false)];
    view = await render(<Tree roots={async () => [menu('a', true)]} />);
    await until(() => shown(view!).length === 1);
    const caret = caretOf(view, 'a');
    expect(caret.tagName).to.equal('BUTTON');
    caret.focus();
    await settle(() => caret.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })));
    await until(() => shown(view!).length === 2);
    await settle(() => caretOf(view!, 'a').dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true })));
    expect(shown(view)).to.deep.equal(['a+']);
  });

  it('says 返回数据类型不识别 when an answer is not a list of records', async () => {
    children = async () => ({ data: 'nope' });
    view = await render(<Tree roots={async () => [menu('a', true)]} />);
    await until(() => shown(view!).length === 1);
    await settle(() => caretOf(view!, 'a').click());
    await until(() => problem(view!) !== null);
    expect(problem(view)).to.equal('返回数据类型不识别');
    expect(shown(view)).to.deep.equal(['a+'], 'the node stays expandable');
    expect(caretOf(view, 'a').getAttribute('aria-busy')).to.equal('false');
    view.unmount();

    view = await render(<Tree roots={async () => 'not a tree'} />);
    await until(() => problem(view!) !== null);
    expect(problem(view)).to.equal('返回数据类型不识别');
    expect(view.host.querySelector('.admin-empty')!.textContent).to.equal('暂无数据');
  });

  it('checks rows one by one or all shown at once', async () => {
    children = async () => [menu('a1', false)];
    view = await render(<Tree selectable roots={async () => [menu('a', true), menu('b', false)]} />);
    await until(() => shown(view!).length === 2);
    const boxes = () => [...view!.host.querySelectorAll<HTMLElement & { checked: boolean }>('[data-testid="tree-select"]')];
    await settle(() => boxes()[1]!.click());
    expect(selections.at(-1)).to.deep.equal(['b']);
    await settle(() => caretOf(view!, 'a').click());
    await until(() => shown(view!).length === 3);
    await settle(() => view!.host.querySelector<HTMLElement>('[data-testid="tree-select-all"]')!.click());
    expect(selections.at(-1)).to.deep.equal(['b', 'a', 'a1']);
    expect(boxes().map((b) => b.checked)).to.deep.equal([true, true, true]);
    await settle(() => view!.host.querySelector<HTMLElement>('[data-testid="tree-select-all"]')!.click());
    expect(selections.at(-1)).to.deep.equal([]);
  });

  it('fits a 390 px phone: the table scrolls inside its box and the indentation shrinks', async () => {
    const many: TreeColumn<Menu>[] = ['name', 'url', 'a', 'b', 'c', 'd', 'e'].map((key) => ({ key, title: `column ${key}`, width: 160 }));
    const wide = async (host: Partial<CSSStyleDeclaration>) => {
      const v = await render(<ResourceTreeTable<Menu> columns={many} loadRoots={async () => [menu('a', true)]}
        loadChildren={async () => [menu('a1', false)]} />, host);
      await until(() => v.host.querySelectorAll('[data-testid="tree-row"]').length === 1);
      await settle(() => caretOf(v, 'a').click());
      await until(() => v.host.querySelectorAll('[data-testid="tree-row"]').length === 2);
      const indent = (id: string) => parseFloat(getComputedStyle(rowOf(v, id).querySelector('.kit-tree-first')!).paddingInlineStart);
      return { v, step: indent('a1') - indent('a') };
    };
    const phone = await wide({ width: '390px' });
    view = phone.v;
    const box = view.host.querySelector<HTMLElement>('[data-testid="table-scroll"]')!;
    expect(box.clientWidth).to.be.at.most(390);
    expect(box.scrollWidth).to.be.greaterThan(box.clientWidth);
    expect(view.host.scrollWidth).to.be.at.most(390, 'the page does not widen');
    view.unmount();
    const desk = await wide({ width: '1200px' });
    view = desk.v;
    expect(phone.step).to.be.greaterThan(0);
    expect(phone.step).to.be.lessThan(desk.step);
  });

  it('speaks English', async () => {
    await settle(() => $locale.set('en'));
    children = async () => 42;
    view = await render(<Tree roots={async () => [menu('a', true)]} />);
    await until(() => shown(view!).length === 1);
    await until(() => view!.host.querySelectorAll('th')[2]!.textContent === 'Actions');
    expect(caretOf(view, 'a').getAttribute('aria-label')).to.equal('Expand');
    await settle(() => caretOf(view!, 'a').click());
    await until(() => problem(view!) !== null);
    expect(problem(view)).to.equal('The returned data type is not recognised');
  });
});
