import { expect } from 'chai';
import { useStore } from '@nanostores/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { startLocalization } from '../../shared/i18n/index.ts';
import { $locale, $permissions, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { menuItem as item, SUBSCRIBE_ALL, serveSubscriptions } from '../../tests/browser/subscriptions-stub.ts';
import { clearHeaderSlot, HeaderSlot } from '../header/HeaderSlot.tsx';
import { SubscribePage } from './SubscribePage.tsx';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import './register.ts';

type Control = HTMLElement & { value: unknown; open?: boolean };

/** A menu of two report pages and a page that is none. */
const MENU: MenuItem[] = [
  item('/report/history', testMeta('menu-report-history', 'ReportViewer', ['历史报表', 'Report history', '歷史報表'])),
  item('/report/prep', testMeta('menu-report-prep', 'ReportViewer', ['备课报表', 'Preparation', '備課報表'])),
  item('/resources', testMeta('menu-resources', 'Resources', ['公共资源', 'Common resources', '公共資源'])),
];

/**
 * What the top bar renders from, shown beside it: once it reads the page and the loaded
 * permissions, the icon's absence in the same render is an answer, not a render yet to come.
 */
function Seen() {
  const { pathname } = useLocation();
  return <output data-testid="seen">{`${pathname} ${useStore($permissions).status}`}</output>;
}

describe('the top-bar subscribe icon and the /subscribe page', () => {
  let view: Rendered | undefined;
  let calls: StubCall[];
  const $ = <T extends HTMLElement = Control>(id: string) => view!.host.querySelector<T>(`[data-testid="${id}"]`);
  const rows = () => view!.host.querySelectorAll('[data-testid="subs-row"]').length;

  /** Signs in with MENU and `auth`; the subscription stub answers the rest. */
  async function signIn(auth = SUBSCRIBE_ALL) {
    resetPermissions();
    ({ calls } = await serveSubscriptions({ auth, menu: MENU }));
  }
  const top = (path: string) => render(
    <MemoryRouter initialEntries={[path]}>
      <HeaderSlot name="subscribe" />
      <Seen />
    </MemoryRouter>,
  );

  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    view = undefined;
    endSession();
    resetPermissions();
    await settle(() => $locale.set('cn'));
    resetApiConfig();
  });
  after(() => clearHeaderSlot('subscribe'));

  it("shows on a report page only, to holders of system:subscribe:list; a click opens that page's drawer", async () => {
    await signIn();
    view = await top('/report/prep');
    await until(() => $('header-subscribe') !== null);
    expect($('header-subscribe')!.getAttribute('aria-label')).to.equal('订阅');
    await settle(() => $('header-subscribe')!.click());
    await until(() => $('subs-drawer')?.open === true);
    await until(() => calls.some((c) => c.path === '/sys/file/subscribe/getSub'));
    expect(calls.find((c) => c.path === '/sys/file/subscribe/getSub')!.query.get('permissionId')).to.equal('menu-report-prep');
    view.unmount();

    view = await top('/resources');
    await until(() => $('seen')!.textContent === '/resources ready');
    expect($('header-subscribe') === null, 'not on a page that is no report').to.equal(true);
    view.unmount();

    await signIn([grant('system:subscribe:add')]);
    view = await top('/report/history');
    await until(() => $('seen')!.textContent === '/report/history ready');
    expect($('header-subscribe') === null, 'not without the list permission').to.equal(true);
  });

  it("/subscribe: a chooser of the report pages; none chosen, 新增 says '请选择一个菜单!'; a choice lists its subscriptions", async () => {
    await signIn();
    view = await render(
      <MemoryRouter initialEntries={['/subscribe']}>
        <Routes><Route path="/subscribe" element={<SubscribePage />} /></Routes>
      </MemoryRouter>,
    );
    await until(() => $('subscribe-menu')?.querySelectorAll('sl-option').length === 2);
    expect([...$('subscribe-menu')!.querySelectorAll('sl-option')].map((o) => o.textContent)).to.deep.equal(['历史报表', '备课报表']);
    await settle(() => $('subs-add')!.click());
    expect($('subs-message')!.textContent).to.equal('请选择一个菜单!');
    expect(calls.some((c) => c.path === '/sys/file/subscribe/getSub')).to.equal(false);
    await settle(() => {
      const select = $('subscribe-menu')!;
      select.value = 'menu-report-history';
      select.dispatchEvent(new CustomEvent('sl-change', { bubbles: true, composed: true }));
    });
    await until(() => rows() === 2);
    expect(calls.find((c) => c.path === '/sys/file/subscribe/getSub')!.query.get('permissionId')).to.equal('menu-report-history');
  });
});
