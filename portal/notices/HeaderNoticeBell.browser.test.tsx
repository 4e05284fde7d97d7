import { expect } from 'chai';
import { MemoryRouter, useLocation } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { configureRealtime, resetRealtimeConfig } from '../../shared/realtime/index.ts';
import type { Notice } from '../../shared/schemas/notice.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { render, settle, until, type Rendered } from '../../tests/browser/render.tsx';
import { clearHeaderSlot, HeaderSlot } from '../header/HeaderSlot.tsx';
import { installHeaderNotices } from './header-notices.ts';

const REPORT: Notice = {
  id: 'w1', type: 0, readFlag: '0', title: '李四 向您共享了报表', content: '', relationId: 'menu-report-history', category: '', busId: 'wb-q3',
  createBy: 'lisi', name: '李四', avatar: '', createTime: '2026-11-20T08:00:00Z',
};

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

describe('the portal header notices', () => {
  let view: Rendered;
  afterEach(() => {
    view?.unmount();
    clearHeaderSlot('notices');
    endSession();
    resetPermissions();
    resetApiConfig();
    resetRealtimeConfig();
  });

  it("fills the top bar's notices slot with the bell, and navigates when a notice opens a page", async () => {
    configureRealtime({ WebSocket: undefined });
    await signInWithPage('/report/history', testMeta('menu-report-history', 'ReportViewer', ['历史报表', 'History', '歷史報表']), [], (call) => {
      if (call.path === '/sys/notice/getNoticePage') return { records: [REPORT], total: 1 };
      if (call.path === '/sys/notice/getUnReadCount') return 1;
      return null;
    });
    installHeaderNotices();
    view = await render(
      <MemoryRouter initialEntries={['/dashboard/analysis']}>
        <HeaderSlot name="notices" />
        <Where />
      </MemoryRouter>,
    );
    const find = (testId: string) => view.host.querySelector<HTMLElement>(`[data-testid="${testId}"]`);
    await until(() => find('notice-badge')?.textContent === '1');
    expect(find('header-notices')!.shadowRoot, 'the same component, without a shadow root').to.equal(null);
    await settle(() => find('notice-item-w1')!.querySelector<HTMLElement>('[data-testid="notice-open"]')!.click());
    await until(() => find('where')!.textContent === '/report/history?id=wb-q3&mode=detail&from=notice');
  });
});
