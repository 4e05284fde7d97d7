import { expect } from 'chai';
import { resetApiConfig } from '../../shared/api/index.ts';
import type { Article } from '../../shared/resources/article.ts';
import { $locale } from '../../shared/stores/locale.ts';
import { endSession, startSession } from '../../shared/stores/session.ts';
import { answerApi, refuse, type StubCall } from '../../tests/browser/api-stub.ts';
import { settle, until } from '../../tests/browser/render.tsx';
import './register.ts';

const USER = { id: 'u1', username: 'zhangsan', realname: '张三', avatar: '', orgCode: 'A01', tenantId: 1 };
const article = (id: string, title: string, extra: Partial<Article> = {}): Article => ({
  id, channel: 'news', title, summary: '', body: '', cover: '/portal/public/demo/news-cover-1.svg', attachments: [], tags: '', category: '', status: '1',
  releaseTime: new Date(2026, 10, 20, 9, 30, 0).toISOString(), pinned: false, author: '管理员', createBy: 'admin', viewCount: 0,
  visibility: 'tenant', departIds: [], roleIds: [], createTime: '', updateTime: '', ...extra,
});

describe('<dkp-articles>', () => {
  let calls: StubCall[];
  let answer: (call: StubCall) => unknown;
  let element: HTMLElement;
  const root = () => element.shadowRoot!;
  const byTestId = (id: string) => root().querySelector<HTMLElement>(`[data-testid="${id}"]`);
  const all = (id: string) => [...root().querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)];
  const listCalls = () => calls.filter((c) => c.path === '/cms/article/list');

  async function mount(attributes: Record<string, string> = {}) {
    element = document.createElement('dkp-articles');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    await settle(() => document.body.append(element));
  }
  const signIn = () => settle(() => startSession({ token: 't1', tokenTtlMs: 1_800_000, userInfo: USER, sysAllDictItems: {} }));

  beforeEach(() => {
    calls = [];
    answer = () => ({ records: [article('a1', '公司荣获年度数字化转型奖', { pinned: true }), article('a2', 'Quarterly town hall', { cover: '' }), article('a3', '年度優秀團隊名單公佈', { cover: 'javascript:alert(1)' })], total: 3 });
    answerApi((call) => {
      calls.push(call);
      return answer(call);
    });
  });
  afterEach(() => {
    element?.remove();
    endSession();
    $locale.set('cn');
    resetApiConfig();
  });

  it('offers sign-in without a session, and asks for nothing', async () => {
    await mount();
    await until(() => byTestId('dkp-sign-in-prompt') !== null);
    expect(byTestId('dkp-sign-in-prompt')!.textContent).to.contain('登录后可查看最新文章');
    expect(listCalls()).to.have.length(0);
  });

  it('lists the channel\'s latest released articles, pinned marked, with cover, title and time, each linking to its detail', async () => {
    await mount({ channel: 'news', limit: '5' });
    await signIn();
    await until(() => all('article').length === 3);
    const call = listCalls()[0]!;
    expect([call.query.get('channel'), call.query.get('status'), call.query.get('pageNo'), call.query.get('pageSize')]).to.deep.equal(['news', '1', '1', '5']);
    expect(all('article-title').map((t) => t.textContent)).to.deep.equal(['置顶公司荣获年度数字化转型奖', 'Quarterly town hall', '年度優秀團隊名單公佈']);
    expect(all('article-pinned')).to.have.length(1);
    expect(all('article-time')[0]!.textContent).to.equal('2026/11/20 09:30:00');
    expect(all('article-link').map((a) => a.getAttribute('href'))).to.deep.equal(['/news?id=a1', '/news?id=a2', '/news?id=a3']);
    const covers = all('article').map((item) => item.querySelector('img')?.getAttribute('src') ?? null);
    expect(covers).to.deep.equal(['/portal/public/demo/news-cover-1.svg', null, null], 'no cover, or a cover that is not a link of ours, shows an empty box');
  });

  it('links to link-base, refuses a script link base, and keeps limit within 1 to 20', async () => {
    await mount({ 'link-base': 'https://intranet.example/news.html', limit: '500' });
    await signIn();
    await until(() => all('article').length === 3);
    expect(all('article-link')[0]!.getAttribute('href')).to.equal('https://intranet.example/news.html?id=a1');
    expect(listCalls()[0]!.query.get('pageSize')).to.equal('20');
    await settle(() => element.setAttribute('link-base', 'javascript:alert(1)'));
    await until(() => all('article-link')[0]!.getAttribute('href') === '/news?id=a1');
    await settle(() => element.setAttribute('limit', 'many'));
    await until(() => listCalls().at(-1)!.query.get('pageSize') === '5');
  });

  it('says so when there is nothing, and shows the server\'s refusal', async () => {
    answer = () => ({ records: [], total: 0 });
    await mount();
    await signIn();
    await until(() => byTestId('articles-empty') !== null);
    expect(byTestId('articles-empty')!.textContent).to.equal('暂无文章');
    element.remove();
    answer = () => refuse(500, '服务器开小差了');
    await mount({ channel: 'knowledge' });
    await until(() => byTestId('articles-failure') !== null);
    expect(byTestId('articles-failure')!.getAttribute('role')).to.equal('alert');
  });

  it('speaks en and tc', async () => {
    await mount({ locale: 'en' });
    await until(() => byTestId('dkp-sign-in-prompt')?.textContent?.includes('Sign in to see the latest articles') ?? false);
    await settle(() => element.setAttribute('locale', 'tc'));
    await until(() => byTestId('dkp-sign-in-prompt')?.textContent?.includes('登錄後可查看最新文章') ?? false);
    await signIn();
    await until(() => all('article-pinned').length === 1);
    expect(all('article-pinned')[0]!.textContent).to.equal('置頂');
    await settle(() => element.setAttribute('locale', 'en'));
    await until(() => all('article-pinned')[0]!.textContent === 'Pinned');
    answer = () => ({ records: [], total: 0 });
    element.remove();
    await mount({ locale: 'en' });
    await until(() => byTestId('articles-empty')?.textContent === 'No articles yet');
    await settle(() => element.setAttribute('locale', 'tc'));
    await until(() => byTestId('articles-empty')?.textContent === '暫無文章');
  });
});
