import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import { positionResource } from '../../shared/resources/position.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { nextEvent } from '../../tests/browser/event-loop.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { PositionListPage } from '../admin/PositionListPage.tsx';

const META = testMeta('menu-sys-position', 'PositionList', ['职务管理', 'Positions', '職務管理']);
const ALL = ['list', 'add', 'edit', 'delete'].map((a) => grant(`system:position:${a}`));
const LISTED = [
  { id: 'p1', code: 'PM', name: '项目经理', postRank: '3', createTime: '2026-01-01T00:00:00.000Z' },
  { id: 'p2', code: 'DEV', name: '开发', postRank: '', createTime: '2026-01-02T00:00:00.000Z' },
];
const TAKEN = '职务编码已存在';

const byTestId = <T extends HTMLElement = HTMLElement>(view: Rendered, id: string) => view.host.querySelector<T>(`[data-testid="${id}"]`);
const errorOf = (view: Rendered, key: string) => byTestId(view, `position-${key}-error`)?.textContent ?? null;
const rowOf = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="position-row"][data-id="${id}"]`);
const checks = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/duplicate/check').map((c) => c.query);
const lists = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/position/list');
const isOpen = (view: Rendered) => byTestId(view, 'position-dialog')!.hasAttribute('open');
function fire(element: HTMLElement, type: string, value?: unknown) {
  if (value !== undefined) (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}
const type = (view: Rendered, key: string, value: string) => settle(() => fire(byTestId(view, `position-${key}`)!, 'sl-input', value));
const leave = (view: Rendered, key: string) => settle(() => fire(byTestId(view, `position-${key}`)!, 'sl-blur'));
const save = (view: Rendered) => settle(() => byTestId(view, 'position-save')!.click());

/** Renders the positions page; `write` answers add and edit (default: the record), codes 'TAKEN*' are taken. */
async function renderPage(write: (call: StubCall) => unknown = () => LISTED[0]) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/position', META, ALL, (call) => {
    calls.push(call);
    if (call.path === '/sys/position/list') return { records: LISTED, total: LISTED.length };
    if (call.path.startsWith('/sys/dict/getDictItems/')) return [{ value: '3', text: '中级', title: '中级', label: '中级' }];
    if (call.path === '/sys/duplicate/check') return call.query.get('fieldVal')!.startsWith('TAKEN') ? refuse(200, TAKEN) : null;
    return write(call);
  });
  const view = await render(<PositionListPage meta={META} />);
  await until(() => rowOf(view, 'p2') !== null);
  return { view, calls };
}

/** What the form says in each language, where it is not the definition's own label (the messages' catalogues). */
const SAID = {
  cn: { required: '请输入职务编码', pattern: '只允许字母、数字、下划线和短横线', max: '最大长度100位字符' },
  en: { required: 'Please enter Code', pattern: 'Only letters, digits, underscores and hyphens', max: 'At most 100 characters' },
  tc: { required: '請輸入職務編碼', pattern: '只允許字母、數字、下劃線和短橫線', max: '最大長度100位字符' },
} as const;

describe('ResourceFormDialog (the kit form, on positions)', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    await settle(() => $locale.set('cn'));
    await until(() => $loadedLocale.get() === 'cn');
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('a form opened while the last one still fades out shows (Shoelace would leave it open but hidden)', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(view!, 'position-add')!.click());
    const first = byTestId(view, 'position-dialog')!;
    // Shoelace closes itself (as on Escape or the overlay), starting the fade; the row's edit
    // opens before it ends (in the same task: the closing and the opening render as one).
    const hiding = nextEvent(first, 'sl-hide');
    void (first as unknown as { hide: () => Promise<void> }).hide();
    await hiding;
    await settle(() => rowOf(view!, 'p1')!.querySelector<HTMLElement>('[data-testid="position-edit"]')!.click());
    const second = byTestId(view, 'position-dialog')!;
    expect(second.getAttribute('label')).to.equal('编辑职务');
    const base = second.shadowRoot!.querySelector<HTMLElement>('[part="base"]')!;
    await until(() => second.hasAttribute('open') && !base.hidden && base.getBoundingClientRect().width > 0);
    // Past the first one's fade, the form shown stays open and visible.
    if (first.isConnected) await nextEvent(first, 'sl-after-hide');
    expect(second.hasAttribute('open') && !base.hidden).to.equal(true);
    expect(byTestId(view, 'position-name')).to.not.equal(null);
  });

  for (const locale of ['cn', 'en', 'tc'] as const) {
    it(`takes label, required mark, maxlength, pattern and length messages from the definition (${locale})`, async () => {
      const page = await renderPage();
      view = page.view;
      await settle(() => $locale.set(locale));
      await until(() => $loadedLocale.get() === locale);
      await settle(() => byTestId(view!, 'position-add')!.click());
      const code = byTestId<HTMLElement & { label: string; required: boolean; maxlength: number }>(view, 'position-code')!;
      const name = byTestId<HTMLElement & { label: string; required: boolean; maxlength: number }>(view, 'position-name')!;
      const rank = byTestId<HTMLElement & { label: string; required: boolean }>(view, 'position-postRank')!;
      const { fields } = positionResource;
      expect([code.label, name.label, rank.label]).to.deep.equal([fields.code!.label[locale], fields.name!.label[locale], fields.postRank!.label[locale]]);
      // PositionInputSchema: code and name minLength 1 (required), maxLength 64 and 100; postRank has a default (optional).
      expect([code.required, name.required, rank.required]).to.deep.equal([true, true, false]);
      expect([code.maxlength, name.maxlength]).to.deep.equal([64, 100]);
      await save(view);
      expect(errorOf(view, 'code')).to.equal(SAID[locale].required);
      await type(view, 'code', 'P M');
      await type(view, 'name', '经'.repeat(101));
      await save(view);
      expect([errorOf(view, 'code'), errorOf(view, 'name')]).to.deep.equal([SAID[locale].pattern, SAID[locale].max]);
      expect(page.calls.some((c) => c.method === 'POST')).to.equal(false);
    });
  }

  it('says what is required and what a rule refuses, under each field, and sends nothing', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(view!, 'position-add')!.click());
    expect(isOpen(view)).to.equal(true);
    expect(byTestId(view, 'position-dialog')!.getAttribute('label')).to.equal('新增职务');
    await save(view);
    expect([errorOf(view, 'code'), errorOf(view, 'name'), errorOf(view, 'postRank')]).to.deep.equal(['请输入职务编码', '请输入职务名称', null]);

    await type(view, 'code', 'P M');
    await type(view, 'name', '经'.repeat(101));
    expect(errorOf(view, 'code'), 'typing clears the message').to.equal(null);
    await save(view);
    expect(errorOf(view, 'code')).to.equal('只允许字母、数字、下划线和短横线');
    expect(errorOf(view, 'name')).to.equal('最大长度100位字符');
    expect(page.calls.some((c) => c.method === 'POST')).to.equal(false);
    expect(checks(page.calls), 'a value that breaks a rule is not checked for uniqueness').to.have.length(0);
  });

  it('checks a unique field when it is left and before saving: not when empty, and never against the record itself', async () => {
    const page = await renderPage();
    view = page.view;
    await settle(() => byTestId(view!, 'position-add')!.click());
    await leave(view, 'code');
    expect(checks(page.calls), 'an empty value is not asked').to.have.length(0);
    await type(view, 'code', 'TAKEN1');
    await leave(view, 'code');
    await until(() => errorOf(view!, 'code') === TAKEN);
    const [asked] = checks(page.calls);
    expect([asked!.get('tableName'), asked!.get('fieldName'), asked!.get('fieldVal'), asked!.has('dataId')]).to.deep.equal(['sys_position', 'code', 'TAKEN1', false]);
    await type(view, 'name', '经理');
    await save(view);
    await until(() => checks(page.calls).length === 2);
    expect(errorOf(view, 'code')).to.equal(TAKEN);
    expect(page.calls.some((c) => c.method === 'POST'), 'a taken value is not saved').to.equal(false);
    await settle(() => byTestId(view!, 'position-cancel')!.click());

    await settle(() => rowOf(view!, 'p1')!.querySelector<HTMLElement>('[data-testid="position-edit"]')!.click());
    expect(byTestId<HTMLElement & { value: string }>(view, 'position-code')!.value).to.equal('PM');
    await leave(view, 'code');
    await save(view);
    await until(() => page.calls.some((c) => c.method === 'PUT') && !isOpen(view!));
    expect(checks(page.calls), 'the record\'s own value is not asked').to.have.length(2);

    await settle(() => rowOf(view!, 'p2')!.querySelector<HTMLElement>('[data-testid="position-edit"]')!.click());
    await type(view, 'code', 'TAKEN2');
    await leave(view, 'code');
    await until(() => checks(page.calls).length === 3);
    expect(checks(page.calls)[2]!.get('dataId')).to.equal('p2');
  });

  it('saves through the kit: add sends the input, edit the input and id; the list reads again; a server refusal shows in the dialog', async () => {
    let refusing = false;
    const page = await renderPage(() => (refusing ? refuse(400, '职务名称不能为空白') : LISTED[0]));
    view = page.view;
    await settle(() => byTestId(view!, 'position-add')!.click());
    await type(view, 'code', ' QA ');
    await type(view, 'name', '测试');
    await until(() => byTestId(view!, 'position-postRank')!.querySelectorAll('sl-option').length === 1);
    await settle(() => fire(byTestId(view!, 'position-postRank')!, 'sl-change', '3'));
    const before = lists(page.calls).length;
    await save(view);
    await until(() => lists(page.calls).length === before + 1);
    expect(page.calls.find((c) => c.method === 'POST')!.body).to.deep.equal({ code: 'QA', name: '测试', postRank: '3' });
    expect(isOpen(view)).to.equal(false);
    await until(() => document.querySelector('[data-testid="notification"]')?.textContent === '保存成功');

    await settle(() => rowOf(view!, 'p2')!.querySelector<HTMLElement>('[data-testid="position-edit"]')!.click());
    expect(byTestId(view, 'position-dialog')!.getAttribute('label')).to.equal('编辑职务');
    await type(view, 'name', '开发工程师');
    refusing = true;
    await save(view);
    await until(() => byTestId(view!, 'position-refusal') !== null);
    expect(byTestId(view, 'position-refusal')!.textContent).to.equal('职务名称不能为空白');
    expect(page.calls.find((c) => c.method === 'PUT')!.body).to.deep.equal({ code: 'DEV', name: '开发工程师', postRank: '', id: 'p2' });
    expect(isOpen(view)).to.equal(true);
  });
});
