// The kit's form widget 'folder': chosen by the article definition's `format: 'folder'` (one source); the folders of the
// knowledge tree listed by name, indented by depth; choosing one sets its id, clearing sets ''. The server answered by
// the API stub (the real server end to end: tests/e2e/back-office-resources.ts, 文章管理).
import '@shoelace-style/shoelace/dist/themes/light.css';
import { expect } from 'chai';
import { useState } from 'react';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { articleResource } from '../../shared/resources/article.ts';
import { $locale } from '../../shared/stores/index.ts';
import { answerApi, refuse, type StubCall } from '../../tests/browser/api-stub.ts';
import { byTestId, render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import type { FormValue } from './form-config.ts';
import { FormField } from './FormField.tsx';
import { resolveField } from './resolve-form.ts';

/** A folder node as `/cms/folder/queryTreeList` answers it. */
const node = (id: string, name: string, parentId: string | null, children: unknown[] = []) => ({
  id, name, parentId, space: 'knowledge', sortNo: 0, level: 3, createTime: '2026-11-01 08:00:00',
  key: id, value: id, title: name, pid: parentId, hasChildren: children.length > 0, isLeaf: children.length === 0, leaf: children.length === 0, children,
});
const TREE = [
  node('f-1', '制度文件', null, [node('f-2', '人事制度', 'f-1', [node('f-3', '考勤', 'f-2')])]),
  node('f-4', '技术文档', null),
];

type Select = HTMLElement & { value: string; label: string; placeholder: string; show(): Promise<void> };

describe("FormField widget 'folder'", () => {
  let view: Rendered | undefined;
  let changes: FormValue[];
  let calls: StubCall[];
  before(() => startLocalization());
  beforeEach(() => {
    changes = [];
    calls = [];
    answerApi((call) => {
      calls.push(call);
      return call.path === '/cms/folder/queryTreeList' ? TREE : refuse(404);
    });
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    await settle(() => $locale.set('cn'));
    resetApiConfig();
  });

  function Form({ initial }: { initial: string }) {
    const [value, setValue] = useState<FormValue>(initial);
    return <FormField field={resolveField(articleResource, 'folderId')} value={value} error={undefined} id="article-folderId" onLeave={() => undefined}
      onChange={(v) => { changes.push(v); setValue(v); }} />;
  }
  const select = () => byTestId(view!, 'article-folderId') as unknown as Select;
  const options = () => [...select().querySelectorAll('sl-option')];

  it('the article definition chooses it: the knowledge tree\'s folders by name, indented by depth; choosing one sets its id, clearing sets \'\'', async () => {
    const field = resolveField(articleResource, 'folderId');
    expect([field.widget, field.folderSpace, field.required]).to.deep.equal(['folder', 'knowledge', false]);
    view = await render(<Form initial="" />);
    await until(() => options().length === 4);
    expect(calls.map((c) => [c.path, c.query.get('space')])).to.deep.equal([['/cms/folder/queryTreeList', 'knowledge']]);
    expect(options().map((o) => o.textContent)).to.deep.equal(['制度文件', '人事制度', '考勤', '技术文档']);
    expect(options().map((o) => o.getAttribute('value'))).to.deep.equal(['f-1', 'f-2', 'f-3', 'f-4']);
    expect(options().map((o) => o.getAttribute('data-depth'))).to.deep.equal(['0', '1', '2', '0']);
    const indents = options().map((o) => parseFloat(getComputedStyle(o).paddingInlineStart));
    expect(indents[0]! < indents[1]! && indents[1]! < indents[2]! && indents[3] === indents[0], `indents ${indents.join(',')}`).to.equal(true);
    expect(select().placeholder).to.equal('不放入文件夹');

    // Chosen as a person does: the list opened, the folder clicked (Shoelace takes the option on mouseup).
    await settle(() => select().show());
    await settle(() => byTestId(view!, 'article-folderId-f-3').dispatchEvent(new MouseEvent('mouseup', { bubbles: true, composed: true })));
    expect(changes.at(-1)).to.equal('f-3');
    expect(select().value).to.equal('f-3');

    await settle(() => select().shadowRoot!.querySelector<HTMLElement>('[part~="clear-button"]')!.click());
    expect(changes.at(-1)).to.equal('');
    expect(select().value).to.equal('');
  });

  it('shows the chosen folder of an article being edited, and says why when the folders cannot be read', async () => {
    view = await render(<Form initial="f-2" />);
    await until(() => options().length === 4);
    expect(select().value).to.equal('f-2');
    view.unmount();

    answerApi(() => refuse(400, '文件夹读取失败'));
    view = await render(<Form initial="" />);
    await until(() => byTestId(view!, 'article-folderId-choices-error') !== null);
    expect(byTestId(view, 'article-folderId-choices-error').textContent).to.equal('文件夹读取失败');
    expect(options()).to.have.length(0);
  });

  it('speaks en and tc', async () => {
    await settle(() => $locale.set('en'));
    view = await render(<Form initial="" />);
    await until(() => options().length === 4);
    expect([select().label, select().placeholder]).to.deep.equal(['Folder', 'No folder']);
    view.unmount();
    await settle(() => $locale.set('tc'));
    view = await render(<Form initial="" />);
    await until(() => options().length === 4);
    expect([select().label, select().placeholder]).to.deep.equal(['所屬文件夾', '不放入文件夾']);
  });
});
