import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { roleOnPage } from '../../test-support/data-rule-kit.ts';
import { multipart } from '../../test-support/multipart.ts';
import { samplePdf } from '../../test-support/sample-files.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';
import { attachmentLink } from './article-attachments.ts';

type Attachment = { name: string; url: string; size?: number };

describe('an attachment\'s URL as the server reads it (server/modules/content/article-attachments.ts)', () => {
  const path = 'docs/0123456789abcdef0123456789abcdef.pdf';
  it('finds our stored file behind every form a browser would fetch it by', () => {
    for (const url of [
      `/sys/common/file/${path}`, `/api/sys/common/file/${path}`, `/sys/common/static/${path}`, `/sys/common/file/${path}?download=1#x`,
      `/sys/common/file/temp/../${path}`, `/sys/common/%66ile/${path}`, `/sys/common/file/${path.replace('/', '%2F')}`, `/sys\\common\\file\\${path.replace('/', '\\')}`,
      `/api/./sys/common/file/${path}`, `/%61pi/sys/common/file/${path}`,
    ]) assert.deepEqual(attachmentLink(url, '/api'), { kind: 'stored', path }, url);
  });
  it('refuses what is under the file routes but no stored path, and another site disguised as a path; keeps http(s) and other pages', () => {
    for (const url of [
      '/sys/common/file/..%2F..%2Fetc%2Fpasswd', '/sys/common/file/docs/x.pdf', '/api/sys/common/upload/../file/%E0%A4%A', '/\\evil.example/x',
      `/sys/common/file/${path}/more`, `/sys/common/other/${path}`,
    ]) assert.deepEqual(attachmentLink(url, '/api'), { kind: 'invalid' }, url);
    assert.deepEqual(attachmentLink(`https://files.example/sys/common/file/${path}`, '/api'), { kind: 'external' });
    assert.deepEqual(attachmentLink('/demo/../demo/handbook.pdf?v=1', '/api'), { kind: 'site', url: '/demo/handbook.pdf?v=1' });
    assert.deepEqual(attachmentLink('/sys/common/../../news', '/api'), { kind: 'site', url: '/news' }, 'dot segments resolved before it is kept');
  });
});

describe('article attachments and the folder rules (issue 24 "Attachments and files")', () => {
  let s: TestServer;
  const tokens = new Map<string, string>();
  const as = async (user: string) => tokens.get(user) ?? tokens.set(user, await s.login(user)).get(user)!;
  const headers = async (user: string, locale = 'cn', tenant?: number) => ({ 'x-access-token': await as(user), 'x-locale': locale, ...(tenant ? { 'x-tenant-id': String(tenant) } : {}) });
  const upload = async (user: string, name: string, tenant?: number) => {
    const { payload, headers: type } = multipart([{ name: 'file', filename: name, content: samplePdf() }]);
    const res = await s.app.inject({ method: 'POST', url: '/api/sys/common/upload?biz=docs', payload, headers: { ...type, ...(await headers(user, 'cn', tenant)) } });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { path: string; size: number };
  };
  const write = async (user: string, attachments: Attachment[], extra: object = {}, locale = 'cn', tenant?: number) =>
    s.app.inject({ method: 'POST', url: '/api/cms/article/add', headers: await headers(user, locale, tenant), payload: { channel: 'news', title: '带附件', attachments, ...extra } });
  const added = async (user: string, attachments: Attachment[], extra: object = {}) => {
    const res = await write(user, attachments, extra);
    assert.equal(res.statusCode, 200, res.body);
    return res.json().result as { id: string; attachments: Attachment[] };
  };
  const act = async (path: string, id: string) => assert.equal((await s.app.inject({ method: 'PUT', url: `/api/cms/article/${path}`, headers: await headers('admin'), payload: { id } })).statusCode, 200);
  const read = async (user: string, path: string, download = false) =>
    (await s.app.inject({ url: `/api/sys/common/file/${path}${download ? '?download=1' : ''}`, headers: await headers(user) })).statusCode;
  const folderFile = async (title: string) => (await s.ctx.db.selectFrom('folder_files').select('file_path').where('title', '=', title).executeTakeFirstOrThrow()).file_path;
  const departId = async (orgCode: string) => (await s.ctx.db.selectFrom('departments').select('id').where('tenant_id', '=', 1).where('org_code', '=', orgCode).executeTakeFirstOrThrow()).id;

  before(async () => {
    s = await startTestServer();
    // lisi writes articles (the article page's buttons) and manages no folder: 公共文档 downloadable, 培训资料 viewable, 财务资料 unseen.
    const { roleId } = await roleOnPage(s.ctx.db, { username: 'lisi', page: 'ArticleList', roleCode: 'article_writer' });
    // The page's buttons include 管理全部文件夹 (cms:folder:manage), which this writer must not hold.
    const manage = await s.ctx.db.selectFrom('permissions').select('id').where('perms', '=', 'cms:folder:manage').executeTakeFirstOrThrow();
    await s.ctx.db.deleteFrom('role_permissions').where('role_id', '=', roleId).where('permission_id', '=', manage.id).execute();
  });
  after(async () => { await s.close(); });

  it('takes the author\'s own upload and a folder file they may download, as /sys/common/file/<path> with its size', async () => {
    const own = await upload('lisi', '自己的.pdf');
    const contacts = await folderFile('公司通讯录');
    const article = await added('lisi', [
      { name: '自己的.pdf', url: `/api/sys/common/file/${own.path}`, size: 1 },
      { name: '通讯录', url: `/sys/common/static/${contacts}` },
      { name: '外链', url: 'https://files.example/a.pdf', size: 5 },
    ]);
    const size = (await s.ctx.db.selectFrom('sys_file').select('size').where('path', '=', contacts).executeTakeFirstOrThrow()).size;
    assert.deepEqual(article.attachments, [
      { name: '自己的.pdf', url: `/sys/common/file/${own.path}`, size: own.size },
      { name: '通讯录', url: `/sys/common/file/${contacts}`, size },
      { name: '外链', url: 'https://files.example/a.pdf' },
    ], 'the server\'s form and size, whatever the client sent');
  });

  it('refuses a folder file the author only views or cannot see, another\'s upload and another tenant\'s file, naming it in cn, en and tc', async () => {
    const training = await folderFile('新員工培訓手冊');
    const budget = await folderFile('年度预算表');
    const others = await upload('admin', '管理员的.pdf');
    for (const [name, url] of [['培训手册', `/sys/common/file/${training}`], ['预算', `/sys/common/file/${budget}`], ['别人的', `/sys/common/file/${others.path}`]]) {
      const res = await write('lisi', [{ name: name!, url: url! }]);
      assert.equal(res.statusCode, 400, `${name}: ${res.body}`);
      assert.equal(res.json().message, `附件「${name}」不是您上传或可以下载的文件`);
    }
    const texts = { en: 'The attachment "预算" is not a file you uploaded or may download', tc: '附件「预算」不是您上傳或可以下載的文件' };
    for (const [locale, message] of Object.entries(texts)) assert.equal((await write('lisi', [{ name: '预算', url: `/sys/common/file/${budget}` }], {}, locale)).json().message, message);
    // The administrator manages every folder and uploaded this, but in tenant 2: not a file of tenant 1.
    const elsewhere = await upload('admin', '别处.pdf', 2);
    const crossed = await write('admin', [{ name: '别处', url: `/sys/common/file/${elsewhere.path}` }]);
    assert.equal(crossed.statusCode, 400);
    assert.equal((await write('admin', [{ name: '别处', url: `/sys/common/file/${elsewhere.path}` }], {}, 'cn', 2)).statusCode, 200, 'in its own tenant it attaches');
    const unknown = await write('admin', [{ name: '猜的', url: `/sys/common/file/${budget.replace(/[0-9a-f]{32}/, '0'.repeat(32))}` }]);
    assert.equal(unknown.json().message, '附件「猜的」不是您上传或可以下载的文件', 'an unknown path is told the same');
    assert.equal(await s.ctx.db.selectFrom('articles').select('id').where('title', '=', '带附件').where('created_by', '=', (await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'lisi').executeTakeFirstOrThrow()).id).execute().then((r) => r.length), 1, 'only the first test\'s article was written');
  });

  it('decides inside the write from the grant the request began with: permissions dropped meanwhile give the refusal, not a 500', async () => {
    const budget = await folderFile('年度预算表');
    const permits = s.ctx.permissions.permits;
    // A role change elsewhere lands between the request's permission check and its transaction:
    // every held grant goes, so a permission read inside the transaction would go through the root db.
    s.ctx.permissions.permits = async (userId, tenantId) => {
      const may = await permits(userId, tenantId);
      s.ctx.permissions.invalidate({ kind: 'all' });
      return may;
    };
    try {
      const res = await write('lisi', [{ name: '预算', url: `/sys/common/file/${budget}` }]);
      assert.equal(res.statusCode, 400, res.body);
      assert.equal(res.json().message, '附件「预算」不是您上传或可以下载的文件');
    } finally {
      s.ctx.permissions.permits = permits;
    }
  });

  it('refuses the path tricks: dot segments, encoded slashes and letters, backslashes, the API base, a disguised other site', async () => {
    const budget = await folderFile('年度预算表');
    const [folder, file] = [budget.slice(0, budget.lastIndexOf('/')), budget.slice(budget.lastIndexOf('/') + 1)];
    for (const url of [
      `/sys/common/file/temp/../${budget}`, `/api/sys/common/file/${folder}%2F${file}`, `/sys/common/%66ile/${budget}`, `/sys\\common\\file\\${budget}`,
      `/api/./sys/common/static/${budget}?download=1`, `/%61pi/sys/common/file/${budget}`,
    ]) {
      const res = await write('lisi', [{ name: '预算', url }]);
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().message, '附件「预算」不是您上传或可以下载的文件', url);
    }
    for (const url of ['/sys/common/file/..%2F..%2Fetc%2Fpasswd', '/\\evil.example/x.pdf', '/sys/common/file/%E0%A4%A']) {
      const res = await write('lisi', [{ name: '坏', url }], {}, 'en');
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().message, 'The attachment "坏" has an invalid address: upload the file, or give an http(s) link', url);
    }
  });

  it('lets who may see a released article preview and download the folder files it names, and nobody else', async () => {
    const budget = await folderFile('年度预算表');
    assert.equal(await read('lisi', budget), 404, '财务资料 is the administrators\'');
    const article = await added('admin', [{ name: '预算', url: `/sys/common/file/${budget}` }], { visibility: 'chosen', departIds: [await departId('A01A02')] });
    assert.equal(await read('lisi', budget), 404, 'a draft grants nothing');
    await act('release', article.id);
    assert.equal(await read('lisi', budget), 200, 'lisi is in marketing: the article\'s reader');
    assert.equal(await read('lisi', budget, true), 200, 'and downloads it');
    assert.equal(await read('wangwu', budget, true), 404, 'human resources may not see the article');
    assert.equal((await s.app.inject({ url: `/api/sys/common/static/${budget}` })).statusCode, 404, 'never public');
    await act('revoke', article.id);
    assert.equal(await read('lisi', budget, true), 404, 'revoked: gone again');
  });

  it('grants nothing through a link that merely holds the path: another site\'s URL naming it, or a row written past the server', async () => {
    const budget = await folderFile('年度预算表');
    const outside = await added('admin', [{ name: '外站', url: `https://files.example/api/sys/common/file/${budget}` }]);
    await act('release', outside.id);
    const bypass = await added('admin', []);
    await s.ctx.db.updateTable('articles').set({ attachments: JSON.stringify([{ name: 'x', url: `/api/sys/common/file/${budget}` }]) }).where('id', '=', bypass.id).execute();
    await act('release', bypass.id);
    assert.equal(await read('lisi', budget, true), 404);
    for (const id of [outside.id, bypass.id]) await act('revoke', id);
  });

  it('keeps on edit what the row already names (another administrator\'s upload), and refuses what it adds that the editor may not download', async () => {
    const mine = await upload('admin', '管理员上传.pdf');
    const article = await added('admin', [{ name: '管理员上传.pdf', url: `/sys/common/file/${mine.path}` }]);
    const edit = async (attachments: Attachment[]) => s.app.inject({
      method: 'PUT', url: '/api/cms/article/edit', headers: await headers('lisi'), payload: { id: article.id, channel: 'news', title: '改过', attachments },
    });
    assert.equal((await edit(article.attachments)).statusCode, 200);
    const another = await upload('admin', '另一份.pdf');
    const res = await edit([...article.attachments, { name: '另一份', url: `/sys/common/file/${another.path}` }]);
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, '附件「另一份」不是您上传或可以下载的文件');
    const budget = await folderFile('年度预算表');
    await s.ctx.db.updateTable('articles').set({ attachments: JSON.stringify([{ name: '预算', url: `/sys/common/file/${budget}` }]) }).where('id', '=', article.id).execute();
    assert.equal((await edit([{ name: '预算', url: `/sys/common/file/${budget}` }])).statusCode, 400, 'a folder file stays only for an editor who may download it');
  });
});
