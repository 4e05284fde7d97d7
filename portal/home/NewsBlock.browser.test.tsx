import { expect } from 'chai';
import { MemoryRouter } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { endSession, resetPermissions } from '../../shared/stores/index.ts';
import { signInWithPage, testMeta, type StubCall } from '../../tests/browser/api-stub.ts';
import { render, until, type Rendered } from '../../tests/browser/render.tsx';
import { NewsBlock } from './NewsBlock.tsx';

const NEWS = testMeta('menu-news', 'NewsPage', ['新闻资讯', 'News', '新聞資訊']);
const OTHER = testMeta('menu-knowledge', 'KnowledgePage', ['知识库', 'Knowledge base', '知識庫']);
const NEWS_ITEM = {
  id: 'a1', channel: 'news', title: '公司荣获年度数字化转型奖', summary: '', body: '', cover: '', attachments: [], tags: '', category: '', status: '1',
  releaseTime: new Date(2026, 10, 20, 9, 30).toISOString(), pinned: false, author: '管理员', createBy: 'admin', viewCount: 0,
  visibility: 'tenant', departIds: [], roleIds: [], createTime: '', updateTime: '', folderId: null,
};

describe('NewsBlock (the home\'s news block, issue 24)', () => {
  let view: Rendered | undefined;
  let calls: StubCall[];

  /** Signs in a user whose one menu page is at `path`, and renders the block on the home page. */
  async function renderWithMenuPage(path: string, meta = NEWS) {
    calls = [];
    await signInWithPage(path, meta, [], (call) => {
      calls.push(call);
      return call.path === '/cms/article/list' ? { records: [NEWS_ITEM], total: 1 } : null;
    });
    view = await render(<MemoryRouter initialEntries={['/dashboard/analysis']}><NewsBlock /></MemoryRouter>);
  }

  afterEach(() => {
    view?.unmount();
    resetApiConfig();
    resetPermissions();
    endSession();
  });

  it('shows the latest news to a user whose menu has /news', async () => {
    await renderWithMenuPage('/news');
    await until(() => view!.host.querySelector('[data-testid="home-news"]') !== null);
    await until(() => view!.host.textContent!.includes('公司荣获年度数字化转型奖'));
    expect(view!.host.querySelector('[data-testid="home-news-more"]')!.getAttribute('href')).to.equal('/news');
  });

  it('is not there for a user without the /news menu, and asks for no news', async () => {
    await renderWithMenuPage('/knowledge', OTHER);
    // The block decides from the loaded permissions, which signInWithPage has loaded already.
    expect(view!.host.querySelector('[data-testid="home-news"]')).to.equal(null);
    expect(view!.host.innerHTML).to.equal('');
    expect(calls.filter((call) => call.path === '/cms/article/list')).to.have.length(0);
  });
});
