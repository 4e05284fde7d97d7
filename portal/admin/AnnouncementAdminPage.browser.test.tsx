import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { AnnouncementAdmin } from '../../shared/schemas/announcement.ts';
import type { PermissionEntry } from '../../shared/schemas/permission.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant as entry, refuse, signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { rowActionIds } from '../../tests/browser/row-actions.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { AnnouncementAdminPage } from './AnnouncementAdminPage.tsx';

const META = testMeta('menu-sys-announcement', 'AnnouncementList', ['通告管理', 'Announcements', '通告管理']);
const ALL_ACTIONS = ['list', 'add', 'edit', 'delete', 'release', 'revoke'].map((a) => entry(`system:announcement:${a}`));
const USERS = [
  { id: 'u-zhang', username: 'zhangsan', realname: '张三', sex: 1, phone: '', email: '', status: 1, orgCode: '' },
  { id: 'u-li', username: 'lisi', realname: '李四', sex: 1, phone: '', email: '', status: 1, orgCode: '' },
];

const record = (id: string, sendStatus: AnnouncementAdmin['sendStatus'], extra: Partial<AnnouncementAdmin> = {}): AnnouncementAdmin => ({
  id, titile: `title ${id}`, msgContent: '<p>x</p>', sender: '管理员', priority: 'M', msgCategory: '1', msgType: 'ALL', userIds: [],
  startTime: null, endTime: null, sendStatus, openType: null, openPage: '', busId: '', createBy: 'admin',
  createTime: '2026-01-01T00:00:00.000Z', sendTime: sendStatus === '0' ? null : '2026-01-02T00:00:00.000Z', revokeTime: null, ...extra,
});
const LISTED = [record('a-draft', '0'), record('a-released', '1'), record('a-revoked', '2')];

const byTestId = <T extends HTMLElement = HTMLElement>(root: ParentNode, id: string) => root.querySelector<T>(`[data-testid="${id}"]`);
const rowOf = (view: Rendered, id: string) => view.host.querySelector<HTMLElement>(`[data-testid="announcement-row"][data-id="${id}"]`)!;
const buttons = (row: HTMLElement) => rowActionIds(row).map((id) => id.replace('announcement-', ''));
const listQueries = (calls: StubCall[]) => calls.filter((c) => c.path === '/sys/annountCement/list').map((c) => c.query);
const asked = (q: URLSearchParams | undefined) =>
  q && ['pageNo', 'pageSize', 'column', 'order', 'titile', 'sendStatus', 'priority', 'msgCategory'].map((k) => q.get(k) ?? '').join('/');

function fire(element: HTMLElement, type: string, value: unknown) {
  (element as unknown as { value: unknown }).value = value;
  element.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true }));
}

/**
 * Signs in with `auth` and renders the page: the list answers LISTED with 25 in all, the user
 * list USERS, and `other` (default: the announcement) every other call. Records every call.
 */
async function renderAs(auth: PermissionEntry[], other: (call: StubCall) => unknown = () => record('new', '0')) {
  const calls: StubCall[] = [];
  await signInWithPage('/isystem/announcement', META, auth, (call) => {
    calls.push(call);
    if (call.path === '/sys/annountCement/list') return { records: LISTED, total: 25 };
    if (call.path === '/sys/user/list') return { records: USERS, total: USERS.length };
    return other(call);
  });
  // Wide enough for every filter in the query bar's row (it folds the others away).
  return { view: await render(<AnnouncementAdminPage meta={META} />, { width: '1600px' }), calls };
}

describe('AnnouncementAdminPage', () => {
  let view: Rendered | undefined;
  afterEach(() => {
    view?.unmount();
    document.querySelectorAll('sl-alert[data-testid="notification"]').forEach((n) => n.remove());
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('asks newest created first, then for the page, filters and sorting chosen', async () => {
    const rendered = await renderAs(ALL_ACTIONS);
    view = rendered.view;
    await until(() => view!.host.querySelectorAll('[data-testid="announcement-row"]').length === 3);
    expect(asked(listQueries(rendered.calls)[0])).to.equal('1/10/createTime/desc////');
    expect(byTestId(view.host, 'pagination-total')!.textContent).to.equal('1-10 共 25 条');
    expect([...view.host.querySelectorAll('[data-testid="announcement-cell-sendStatus"]')].map((t) => t.textContent)).to.deep.equal(['未发布', '已发布', '已撤销']);

    await settle(() => byTestId(view!.host, 'pagination-next')!.click());
    await until(() => asked(listQueries(rendered.calls).at(-1)) === '2/10/createTime/desc////');

    await settle(() => fire(byTestId(view!.host, 'announcement-filter-titile')!, 'sl-input', ' 放假 '));
    await settle(() => fire(byTestId(view!.host, 'announcement-filter-sendStatus')!, 'sl-change', '1'));
    await settle(() => fire(byTestId(view!.host, 'announcement-filter-priority')!, 'sl-change', 'H'));
    await settle(() => fire(byTestId(view!.host, 'announcement-filter-msgCategory')!, 'sl-change', '2'));
    await settle(() => byTestId<HTMLFormElement>(view!.host, 'announcement-filter')!.requestSubmit());
    await until(() => asked(listQueries(rendered.calls).at(-1)) === '1/10/createTime/desc/放假/1/H/2');
    await settle(() => fire(byTestId(view!.host, 'announcement-filter-priority')!, 'sl-change', ''));
    await settle(() => fire(byTestId(view!.host, 'announcement-filter-msgCategory')!, 'sl-change', ''));
    await settle(() => byTestId<HTMLFormElement>(view!.host, 'announcement-filter')!.requestSubmit());
    await until(() => asked(listQueries(rendered.calls).at(-1)) === '1/10/createTime/desc/放假/1//');

    await settle(() => byTestId(view!.host, 'announcement-sort-sendTime')!.click());
    await until(() => asked(listQueries(rendered.calls).at(-1)) === '1/10/sendTime/asc/放假/1//');
    await settle(() => byTestId(view!.host, 'announcement-sort-sendTime')!.click());
    await until(() => asked(listQueries(rendered.calls).at(-1)) === '1/10/sendTime/desc/放假/1//');

    await settle(() => byTestId(view!.host, 'announcement-reset')!.click());
    await until(() => asked(listQueries(rendered.calls).at(-1)) === '1/10/sendTime/desc////');
  });

  it('offers edit and release to drafts and revoked ones, revoke to released ones, each only with its permission', async () => {
    const rendered = await renderAs(ALL_ACTIONS);
    view = rendered.view;
    await until(() => rowOf(view!, 'a-revoked') !== null);
    expect(buttons(rowOf(view, 'a-draft'))).to.deep.equal(['edit', 'release', 'delete']);
    expect(buttons(rowOf(view, 'a-released'))).to.deep.equal(['revoke', 'delete']);
    expect(buttons(rowOf(view, 'a-revoked'))).to.deep.equal(['edit', 'release', 'delete']);
    expect(byTestId(view.host, 'announcement-add')).to.not.equal(null);
    view.unmount();
    resetPermissions();

    const limited = await renderAs([entry('system:announcement:list'), entry('system:announcement:release')]);
    view = limited.view;
    await until(() => rowOf(view!, 'a-revoked') !== null);
    expect(buttons(rowOf(view, 'a-draft'))).to.deep.equal(['release']);
    expect(buttons(rowOf(view, 'a-released'))).to.deep.equal([]);
    expect(byTestId(view.host, 'announcement-add')).to.equal(null);
  });

  it('without system:announcement:list says so and asks for nothing', async () => {
    const rendered = await renderAs([entry('system:user:list')]);
    view = rendered.view;
    await settle();
    expect(byTestId(view.host, 'announcement-forbidden')).to.not.equal(null);
    expect(byTestId(view.host, 'announcement-table')).to.equal(null);
    expect(listQueries(rendered.calls)).to.have.length(0);
  });

  it('releases and revokes only after confirmation, then reads the list again', async () => {
    const rendered = await renderAs(ALL_ACTIONS, () => null);
    view = rendered.view;
    await until(() => rowOf(view!, 'a-released') !== null);
    await settle(() => byTestId(rowOf(view!, 'a-draft'), 'announcement-release')!.click());
    expect(byTestId(view.host, 'announcement-confirm-text')!.textContent).to.equal('确定发布通告「title a-draft」吗？发布后通告对象将收到通知。');
    expect(rendered.calls.some((c) => c.path.includes('doReleaseData'))).to.equal(false);
    const before = listQueries(rendered.calls).length;
    await settle(() => byTestId(view!.host, 'announcement-confirm')!.click());
    await until(() => listQueries(rendered.calls).length === before + 1);
    const release = rendered.calls.find((c) => c.path === '/sys/annountCement/doReleaseData')!;
    expect(release.query.get('id')).to.equal('a-draft');
    expect(document.querySelector('[data-testid="notification"]')!.textContent).to.equal('发布成功');

    await settle(() => byTestId(rowOf(view!, 'a-released'), 'announcement-revoke')!.click());
    await settle(() => byTestId(view!.host, 'announcement-confirm')!.click());
    await until(() => rendered.calls.some((c) => c.path === '/sys/annountCement/doReovkeData' && c.query.get('id') === 'a-released'));

    await settle(() => byTestId(rowOf(view!, 'a-revoked'), 'announcement-delete')!.click());
    await settle(() => byTestId(view!.host, 'announcement-confirm-cancel')!.click());
    expect(rendered.calls.some((c) => c.method === 'DELETE')).to.equal(false);
  });

  it('checks §5 before saving: specified users must not be empty and the start must come before the end', async () => {
    const rendered = await renderAs(ALL_ACTIONS);
    view = rendered.view;
    await until(() => rowOf(view!, 'a-draft') !== null);
    await settle(() => byTestId(view!.host, 'announcement-add')!.click());
    await settle(() => fire(byTestId(view!.host, 'announcement-titile')!, 'sl-input', '放假通知'));
    await settle(() => fire(byTestId(view!.host, 'announcement-msgType')!, 'sl-change', 'USER'));
    await settle(() => fire(byTestId(view!.host, 'announcement-startTime')!, 'sl-input', '2026-05-02T09:00'));
    await settle(() => fire(byTestId(view!.host, 'announcement-endTime')!, 'sl-input', '2026-05-01T09:00'));
    await settle(() => byTestId(view!.host, 'announcement-save')!.click());
    expect(byTestId(view.host, 'announcement-userIds-error')!.textContent).to.equal('指定用户不能为空');
    expect(byTestId(view.host, 'announcement-endTime-error')!.textContent).to.equal('开始时间必须早于结束时间');
    expect(rendered.calls.some((c) => c.method === 'POST')).to.equal(false);

    // The page to open follows the server's rule (shared/announcements/open-page.ts).
    await settle(() => fire(byTestId(view!.host, 'announcement-openType')!, 'sl-change', 'url'));
    for (const [page, error] of [['/..//evil.example', '跳转地址须为以 / 开头的门户路径或 http(s) 地址'], ['https://example.com/a', null]] as const) {
      await settle(() => fire(byTestId(view!.host, 'announcement-openPage')!, 'sl-input', page));
      await settle(() => byTestId(view!.host, 'announcement-save')!.click());
      expect(byTestId(view.host, 'announcement-openPage-error')?.textContent ?? null, page).to.equal(error);
    }
    await settle(() => fire(byTestId(view!.host, 'announcement-openType')!, 'sl-change', 'component'));
    await settle(() => byTestId(view!.host, 'announcement-save')!.click());
    expect(byTestId(view.host, 'announcement-openPage-error')!.textContent, 'a component opens a portal page').to.equal('门户组件的打开页面须为以 / 开头的门户路径');
    expect(rendered.calls.some((c) => c.method === 'POST')).to.equal(false);

    // The audience picker offers the tenant's users from the user list.
    await until(() => view!.host.querySelectorAll('[data-testid="announcement-userIds"] sl-option').length === 2);
    expect(rendered.calls.find((c) => c.path === '/sys/user/list')!.query.get('pageSize')).to.equal('1000');
  });

  it('sends the add body and the edit body with the id, and shows the server refusal', async () => {
    let refusing = false;
    const rendered = await renderAs(ALL_ACTIONS, () => (refusing ? refuse(400, '指定用户不存在：u-gone') : record('new', '0')));
    view = rendered.view;
    await until(() => rowOf(view!, 'a-draft') !== null);
    await settle(() => byTestId(view!.host, 'announcement-add')!.click());
    await settle(() => fire(byTestId(view!.host, 'announcement-titile')!, 'sl-input', ' 放假通知 '));
    await settle(() => fire(byTestId(view!.host, 'announcement-priority')!, 'sl-change', 'H'));
    await settle(() => fire(byTestId(view!.host, 'announcement-msgContent')!, 'sl-input', '<p>五一放假</p>'));
    await settle(() => fire(byTestId(view!.host, 'announcement-msgType')!, 'sl-change', 'USER'));
    await until(() => byTestId(view!.host, 'announcement-userIds') !== null);
    await settle(() => fire(byTestId(view!.host, 'announcement-userIds')!, 'sl-change', ['u-zhang']));
    await settle(() => fire(byTestId(view!.host, 'announcement-startTime')!, 'sl-input', '2026-05-01T09:00'));
    await settle(() => fire(byTestId(view!.host, 'announcement-endTime')!, 'sl-input', '2026-05-02T09:00'));
    const lists = listQueries(rendered.calls).length;
    await settle(() => byTestId(view!.host, 'announcement-save')!.click());
    await until(() => listQueries(rendered.calls).length === lists + 1);
    expect(rendered.calls.find((c) => c.method === 'POST')!.body).to.deep.equal({
      titile: '放假通知', sender: '', priority: 'H', msgCategory: '1', msgContent: '<p>五一放假</p>', msgType: 'USER', userIds: ['u-zhang'],
      startTime: new Date('2026-05-01T09:00').toISOString(), endTime: new Date('2026-05-02T09:00').toISOString(),
      openType: null, openPage: '', busId: '',
    });
    expect(byTestId(view.host, 'announcement-dialog')!.hasAttribute('open')).to.equal(false);

    await settle(() => byTestId(rowOf(view!, 'a-revoked'), 'announcement-edit')!.click());
    expect(byTestId<HTMLInputElement>(view.host, 'announcement-titile')!.value).to.equal('title a-revoked');
    await settle(() => fire(byTestId(view!.host, 'announcement-openType')!, 'sl-change', 'url'));
    await settle(() => fire(byTestId(view!.host, 'announcement-openPage')!, 'sl-input', '/isps/userAnnouncement'));
    refusing = true;
    await settle(() => byTestId(view!.host, 'announcement-save')!.click());
    await until(() => byTestId(view!.host, 'announcement-refusal') !== null);
    expect(byTestId(view.host, 'announcement-refusal')!.textContent).to.equal('指定用户不存在：u-gone');
    const put = rendered.calls.find((c) => c.method === 'PUT')!.body as Record<string, unknown>;
    expect(put).to.include({ id: 'a-revoked', titile: 'title a-revoked', msgType: 'ALL', openType: 'url', openPage: '/isps/userAnnouncement' });
    expect(byTestId(view.host, 'announcement-dialog')!.hasAttribute('open')).to.equal(true);
  });
});
