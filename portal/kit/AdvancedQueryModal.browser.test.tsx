import { expect } from 'chai';
import { useState } from 'react';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { EMPTY_QUERY, isQueryActive, superQueryParams, type AdvancedQuery, type FieldMap } from '../../shared/kit/advanced-query.ts';
import { forgetSavedQueryStores } from '../../shared/kit/saved-queries.ts';
import { $locale, endSession, startSession } from '../../shared/stores/index.ts';
import { answerApi, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { resetViewport, setViewport } from '../../tests/browser/viewport.ts';
import { AdvancedQueryButton } from './AdvancedQueryButton.tsx';
import { AdvancedQueryModal } from './AdvancedQueryModal.tsx';

const FIELDS: FieldMap = {
  code: { label: { cn: '职务编码', en: 'Code', tc: '職務編碼' }, kind: 'text', query: true },
  postRank: { label: { cn: '职级', en: 'Rank', tc: '職級' }, kind: 'text', query: true, dictCode: 'position_rank' },
  headcount: { label: { cn: '编制人数', en: 'Headcount', tc: '編制人數' }, kind: 'integer', query: true },
  enabled: { label: { cn: '启用', en: 'Enabled', tc: '啟用' }, kind: 'boolean', query: true },
  createTime: { label: { cn: '创建时间', en: 'Created', tc: '創建時間' }, kind: 'datetime', query: true },
  secret: { label: { cn: '备注', en: 'Notes', tc: '備註' }, kind: 'text' },
};
const RANKS = [{ value: 'P1', text: '初级', title: '初级', label: '初级' }, { value: 'P2', text: '中级', title: '中级', label: '中级' }];

type El = HTMLElement & { value: string | string[]; disabled: boolean; type?: string };
let queries: AdvancedQuery[];
let calls: StubCall[];

/** A list toolbar as the list page will have it: the button, its badge, the modal. */
function Toolbar({ pageKey = 'PositionList' }: { pageKey?: string }) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState<AdvancedQuery>(EMPTY_QUERY);
  return (
    <>
      <AdvancedQueryButton active={isQueryActive(query)} onClick={() => setOpen(true)} />
      <AdvancedQueryModal open={open} fields={FIELDS} pageKey={pageKey} value={query}
        onQuery={(q) => { queries.push(q); setQuery(q); }} onClose={() => setOpen(false)} />
    </>
  );
}

const all = (root: ParentNode, id: string) => [...root.querySelectorAll<El>(`[data-testid="${id}"]`)];
const one = (root: ParentNode, id: string) => root.querySelector<El>(`[data-testid="${id}"]`)!;
const rows = (view: Rendered) => all(view.host, 'query-row');
const notices = () => [...document.querySelectorAll('sl-alert[data-testid="notification"]')].map((n) => n.textContent);
const options = (select: Element) => [...select.querySelectorAll('sl-option')].map((o) => `${o.getAttribute('value')}:${o.textContent}`);
const click = (el: Element) => settle(() => (el as HTMLElement).click());
const fire = (el: El, type: string, value: unknown) => settle(() => {
  el.value = value as string;
  el.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
});
const enter = (el: El) => settle(() => el.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })));

/** Sets row `i` to `field` and `rule`, then types or picks `value` (a list for `in`). */
async function condition(view: Rendered, i: number, field: string, rule: string, value: string | string[]) {
  await fire(one(rows(view)[i]!, 'query-field'), 'sl-change', field);
  await fire(one(rows(view)[i]!, 'query-rule'), 'sl-change', rule);
  const input = one(rows(view)[i]!, 'query-value');
  if (input.tagName === 'SL-SELECT') return fire(input, 'sl-change', value);
  for (const v of Array.isArray(value) ? value : [value]) {
    await fire(input, 'sl-input', v);
    if (Array.isArray(value)) await enter(input);
  }
}

async function show(pageKey?: string) {
  const view = await render(<Toolbar pageKey={pageKey} />);
  await until(() => rows(view).length === 1);
  return view;
}

describe('AdvancedQueryModal', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  beforeEach(() => {
    queries = [];
    calls = [];
    localStorage.clear();
    forgetSavedQueryStores();
    answerApi((call) => {
      calls.push(call);
      return call.path === '/sys/dict/getDictItems/position_rank' ? RANKS : null;
    });
    startSession({ token: 't', tokenTtlMs: 1_800_000, userInfo: { id: 'u-1', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  });
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    await settle(() => $locale.set('cn'));
    resetApiConfig();
    endSession();
  });

  it('offers the query fields by their label, only the rules valid for each kind, and a value input of the kind', async () => {
    view = await show();
    expect(view.host.querySelector('sl-dialog[data-testid="advanced-query"]')!.getAttribute('label')).to.equal('高级查询');
    const row = rows(view)[0]!;
    expect(options(one(row, 'query-field'))).to.deep.equal(['code:职务编码', 'postRank:职级', 'headcount:编制人数', 'enabled:启用', 'createTime:创建时间']);
    expect(options(one(row, 'query-rule'))).to.deep.equal([
      'eq:等于', 'like:包含', 'right_like:以…开头', 'left_like:以…结尾', 'in:在…中', 'ne:不等于', 'gt:大于', 'ge:大于等于', 'lt:小于', 'le:小于等于',
    ]);
    expect(one(row, 'query-value').getAttribute('type')).to.equal('text');

    await fire(one(rows(view)[0]!, 'query-field'), 'sl-change', 'headcount');
    expect(options(one(rows(view)[0]!, 'query-rule')).map((o) => o.split(':')[0])).to.deep.equal(['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le']);
    expect(one(rows(view)[0]!, 'query-value').getAttribute('type')).to.equal('number');

    await fire(one(rows(view)[0]!, 'query-field'), 'sl-change', 'enabled');
    expect(options(one(rows(view)[0]!, 'query-rule')).map((o) => o.split(':')[0])).to.deep.equal(['eq', 'ne']);
    expect(options(one(rows(view)[0]!, 'query-value'))).to.deep.equal(['true:是', 'false:否']);

    await fire(one(rows(view)[0]!, 'query-field'), 'sl-change', 'createTime');
    expect(one(rows(view)[0]!, 'query-value').getAttribute('type')).to.equal('datetime-local');

    await fire(one(rows(view)[0]!, 'query-field'), 'sl-change', 'postRank');
    expect(options(one(rows(view)[0]!, 'query-rule')).map((o) => o.split(':')[0])).to.deep.equal(['eq', 'ne', 'in']);
    await until(() => options(one(rows(view!)[0]!, 'query-value')).length === 2);
    expect(options(one(rows(view)[0]!, 'query-value'))).to.deep.equal(['P1:初级', 'P2:中级']);
    expect(calls.filter((c) => c.path === '/sys/dict/getDictItems/position_rank')).to.have.length(1);
  });

  it('warns when querying without a complete condition; sends complete ones, in comma-separated; reset clears the active badge', async () => {
    view = await show();
    await click(one(view.host, 'query-submit'));
    expect(notices()).to.deep.equal(['请至少填写一个完整的查询条件']);
    expect(queries).to.deep.equal([]);

    await condition(view, 0, 'code', 'like', ' 经理 ');
    await click(one(view.host, 'query-add'));
    await condition(view, 1, 'postRank', 'in', ['P1', 'P2']);
    await click(one(view.host, 'query-add'));
    await condition(view, 2, 'code', 'in', ['A01', 'B02,C03']);
    await click(one(view.host, 'query-add'));
    await condition(view, 3, 'createTime', 'ge', '2026-01-02T08:30');
    await click(one(view.host, 'query-add'));
    await fire(one(rows(view)[4]!, 'query-field'), 'sl-change', 'headcount');
    await click(one(view.host, 'query-add'));
    await condition(view, 5, 'code', 'eq', 'removed');
    await click(one(rows(view)[5]!, 'query-remove'));
    expect(rows(view)).to.have.length(5, 'a row is removed; the incomplete headcount row stays but is not sent');
    await fire(one(view.host, 'query-match'), 'sl-change', 'or');
    await click(one(view.host, 'query-submit'));

    const conditions = [
      { field: 'code', rule: 'like', val: '经理' }, { field: 'postRank', rule: 'in', val: 'P1,P2' },
      { field: 'code', rule: 'in', val: 'A01,B02,C03' }, { field: 'createTime', rule: 'ge', val: '2026-01-02 08:30:00' },
    ];
    expect(queries).to.deep.equal([{ conditions, matchType: 'or' }]);
    expect(superQueryParams(queries[0]!)).to.deep.equal({ superQueryParams: encodeURIComponent(JSON.stringify(conditions)), superQueryMatchType: 'or' });
    expect(view.host.querySelector('sl-dialog[data-testid="advanced-query"]')!.hasAttribute('open')).to.equal(false);
    expect(one(view.host, 'advanced-query-active').textContent).to.equal('已生效');

    await click(one(view.host, 'advanced-query-open'));
    await until(() => rows(view!).length === 4);
    expect(all(rows(view)[2]!, 'query-value-tag').map((t) => t.textContent)).to.deep.equal(['A01', 'B02', 'C03']);
    await click(one(view.host, 'query-reset'));
    expect(queries.at(-1)).to.deep.equal(EMPTY_QUERY);
    expect(one(view.host, 'advanced-query-active')).to.equal(null);
    expect(rows(view)).to.have.length(1);
  });

  it('saving needs a condition and a name, asks before overwriting, and the saved query comes back after a remount', async () => {
    view = await show();
    await click(one(view.host, 'query-save'));
    expect(notices()).to.deep.equal(['没有完整的查询条件，不能保存']);
    expect(one(view.host, 'query-name-dialog').hasAttribute('open')).to.equal(false);

    await condition(view, 0, 'code', 'eq', 'A01');
    await click(one(view.host, 'query-save'));
    expect(one(view.host, 'query-name-dialog').hasAttribute('open')).to.equal(true);
    await click(one(view.host, 'query-name-ok'));
    expect(one(view.host, 'query-name-error').textContent).to.equal('请输入查询名称');
    await fire(one(view.host, 'query-name'), 'sl-input', ' 我的查询 ');
    await click(one(view.host, 'query-name-ok'));
    expect(all(view.host, 'saved-query').map((q) => q.dataset.title)).to.deep.equal(['我的查询']);
    expect(JSON.parse(localStorage.getItem('dkp:saved-queries:u-1:PositionList')!)).to.deep.equal([
      { title: '我的查询', matchType: 'and', records: [{ field: 'code', rule: 'eq', val: 'A01' }] },
    ]);

    await condition(view, 0, 'code', 'eq', 'B02');
    await click(one(view.host, 'query-save'));
    await fire(one(view.host, 'query-name'), 'sl-input', '我的查询');
    await click(one(view.host, 'query-name-ok'));
    expect(one(view.host, 'query-confirm-text').textContent).to.equal('已存在名为「我的查询」的查询，是否覆盖？');
    await click(one(view.host, 'query-confirm-cancel'));
    expect(JSON.parse(localStorage.getItem('dkp:saved-queries:u-1:PositionList')!)[0].records[0].val).to.equal('A01');
    await click(one(view.host, 'query-save'));
    await fire(one(view.host, 'query-name'), 'sl-input', '我的查询');
    await click(one(view.host, 'query-name-ok'));
    await click(one(view.host, 'query-confirm-ok'));
    expect(JSON.parse(localStorage.getItem('dkp:saved-queries:u-1:PositionList')!)[0].records[0].val).to.equal('B02');

    view.unmount();
    forgetSavedQueryStores();
    view = await show();
    expect(all(view.host, 'saved-query').map((q) => q.dataset.title)).to.deep.equal(['我的查询']);
    await click(one(view.host, 'saved-query-load'));
    expect(one(rows(view)[0]!, 'query-value').value).to.equal('B02');
    await click(one(view.host, 'query-submit'));
    expect(queries.at(-1)).to.deep.equal({ conditions: [{ field: 'code', rule: 'eq', val: 'B02' }], matchType: 'and' });

    view.unmount();
    view = await show('UserList');
    expect(one(view.host, 'saved-queries-empty')).to.not.equal(null, 'another page has its own list');
  });

  it('deleting a saved query asks for confirmation first', async () => {
    localStorage.setItem('dkp:saved-queries:u-1:PositionList', JSON.stringify([
      { title: 'A', matchType: 'and', records: [{ field: 'code', rule: 'eq', val: 'A' }] },
      { title: 'B', matchType: 'or', records: [{ field: 'code', rule: 'eq', val: 'B' }] },
    ]));
    view = await show();
    await click(all(view.host, 'saved-query-delete')[0]!);
    expect(one(view.host, 'query-confirm-text').textContent).to.equal('确定删除查询「A」吗？');
    await click(one(view.host, 'query-confirm-cancel'));
    expect(all(view.host, 'saved-query')).to.have.length(2);
    await click(all(view.host, 'saved-query-delete')[0]!);
    await click(one(view.host, 'query-confirm-ok'));
    expect(all(view.host, 'saved-query').map((q) => q.dataset.title)).to.deep.equal(['B']);
    expect(JSON.parse(localStorage.getItem('dkp:saved-queries:u-1:PositionList')!)).to.have.length(1);
  });

  it('is 1000 px wide on a desk and takes the whole width of a 390 px phone, conditions stacked', async () => {
    const panelWidth = () => view!.host.querySelector('sl-dialog[data-testid="advanced-query"]')!.shadowRoot!.querySelector('[part~="panel"]')!.getBoundingClientRect().width;
    try {
      await setViewport(1280, 800);
      view = await show();
      await until(() => panelWidth() === 1000);
      await setViewport(390, 844);
      await until(() => panelWidth() === 390);
      expect(document.documentElement.scrollWidth).to.equal(390);
      const [field, rule, value] = ['query-field', 'query-rule', 'query-value'].map((id) => one(rows(view!)[0]!, id).getBoundingClientRect());
      expect(value!.top).to.be.greaterThan(field!.bottom - 1, 'the value goes under field and rule');
      expect(rule!.top).to.equal(field!.top);
      expect(one(view.host, 'saved-queries').getBoundingClientRect().top).to.be.greaterThan(value!.bottom, 'saved queries go below');
    } finally {
      await resetViewport();
    }
  });

  it('speaks English: title, buttons, field labels, rules and warnings', async () => {
    await settle(() => $locale.set('en'));
    view = await show();
    await until(() => view!.host.querySelector('sl-dialog[data-testid="advanced-query"]')!.getAttribute('label') === 'Advanced query');
    expect(options(one(rows(view)[0]!, 'query-field')).map((o) => o.split(':')[1])).to.deep.equal(['Code', 'Rank', 'Headcount', 'Enabled', 'Created']);
    expect(options(one(rows(view)[0]!, 'query-rule')).map((o) => o.split(':')[1])).to.deep.equal([
      'Equals', 'Contains', 'Starts with', 'Ends with', 'Is one of', 'Not equal to', 'Greater than', 'Greater than or equal to', 'Less than', 'Less than or equal to',
    ]);
    expect(['query-submit', 'query-reset', 'query-save'].map((id) => one(view!.host, id).textContent)).to.deep.equal(['Search', 'Reset', 'Save']);
    await click(one(view.host, 'query-submit'));
    expect(notices()).to.deep.equal(['Fill in at least one complete condition']);
  });

  // The rule names in each language were the end-to-end spec's (one test per rule) until it
  // kept two rules; the server's answer to each rule is the kit contract's.
  it('speaks traditional Chinese: title and every rule', async () => {
    await settle(() => $locale.set('tc'));
    view = await show();
    await until(() => view!.host.querySelector('sl-dialog[data-testid="advanced-query"]')!.getAttribute('label') === '高級查詢');
    expect(options(one(rows(view)[0]!, 'query-rule'))).to.deep.equal([
      'eq:等於', 'like:包含', 'right_like:以…開頭', 'left_like:以…結尾', 'in:在…中', 'ne:不等於', 'gt:大於', 'ge:大於等於', 'lt:小於', 'le:小於等於',
    ]);
  });
});
