import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { multipart } from '../../test-support/multipart.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Node = { id: string; name: string; level: number; space: string; children?: Node[] };
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);

/**
 * Folders with permissions (issue 24): who sees which folder, article and file of the demo
 * trees (server/db/migrations/0040-demo-folders.ts), who manages them, and the attacks.
 */
describe('folders with permissions (issue 24; widgets-admin §3 "folder permission labels")', () => {
  let s: TestServer;
  const tokens = new Map<string, string>();
  const as = async (user: string) => tokens.get(user) ?? tokens.set(user, await s.login(user)).get(user)!;
  const call = async (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale = 'cn') =>
    s.app.inject({ method, url: `/api${url}`, headers: { 'x-access-token': await as(user), 'x-locale': locale }, ...(payload ? { payload } : {}) });
  const tree = async (user: string, space: string) => flat((await call(user, 'GET', `/cms/folder/queryTreeList?space=${space}`)).json().result as Node[]);
  const ids = new Map<string, string>();
  const folder = (name: string) => ids.get(name)!;
  const filePath = async (title: string) => (await s.ctx.db.selectFrom('folder_files').select('file_path').where('title', '=', title).executeTakeFirstOrThrow()).file_path;
  const read = async (user: string, path: string, download = false) => (await call(user, 'GET', `/sys/common/file/${path}${download ? '?download=1' : ''}`)).statusCode;

  before(async () => {
    s = await startTestServer();
    for (const node of [...await tree('admin', 'knowledge'), ...await tree('admin', 'resources')]) ids.set(node.name, node.id);
  });
  after(async () => { await s.close(); });

  it('gives each user the tree of the folders they may view, with their level; administrators all, managing', async () => {
    const names = async (user: string, space: string) => (await tree(user, space)).map((n) => `${n.name}:${n.level}`).sort();
    assert.deepEqual(await names('lisi', 'knowledge'), ['常见问题:1', '操作手册:2', '考勤制度:1', '规章制度:1']);
    assert.deepEqual(await names('wangwu', 'knowledge'), ['人事资料:3', '常见问题:1', '操作手册:2', '考勤制度:1', '规章制度:1'], 'a department grant reaches its members');
    assert.deepEqual(await names('lisi', 'resources'), ['公共文档:2', '品牌素材:2', '培训资料:1'], 'a grant holds for the folders below');
    const admin = await tree('admin', 'resources');
    assert.deepEqual(admin.map((n) => n.name).sort(), ['公共文档', '品牌素材', '培训资料', '财务资料']);
    assert.ok(admin.every((n) => n.level === 3));
    const nested = (await call('lisi', 'GET', '/cms/folder/queryTreeList?space=knowledge')).json().result as Node[];
    assert.deepEqual(nested.find((n) => n.name === '规章制度')!.children!.map((n) => n.name), ['考勤制度'], 'the kit\'s tree contract');
  });

  it('lists a folder\'s articles and files to who may view it, searches within it and below, and answers 404 to anyone else', async () => {
    const contents = await call('lisi', 'GET', `/cms/folder/contents?folderId=${folder('操作手册')}`);
    assert.equal(contents.statusCode, 200);
    const result = contents.json().result;
    assert.equal(result.folder.level, 2);
    assert.deepEqual(result.articles.map((a: { title: string }) => a.title).sort(), ['How to reset your password', '如何訂閱報表', '门户使用指南'].sort());
    assert.deepEqual(result.files.map((f: { title: string; contentType: string }) => [f.title, f.contentType]), [['门户使用手册', 'application/pdf']]);
    const search = (await call('lisi', 'GET', `/cms/folder/contents?folderId=${folder('规章制度')}&key=${encodeURIComponent('考勤')}`)).json().result;
    assert.deepEqual(search.articles.map((a: { title: string }) => a.title), ['员工考勤管理办法'], 'found in a subfolder');
    for (const name of ['人事资料', '财务资料']) assert.equal((await call('lisi', 'GET', `/cms/folder/contents?folderId=${folder(name)}`)).statusCode, 404, name);
    assert.equal((await call('wangwu', 'GET', `/cms/folder/contents?folderId=${folder('人事资料')}`)).statusCode, 200);
    assert.equal((await call('admin', 'GET', `/cms/folder/contents?folderId=${folder('人事资料')}`)).json().result.articles.length, 1);
  });

  it('keeps an article in a folder to who may view the folder: its page, its board and the search', async () => {
    const hidden = (await s.ctx.db.selectFrom('articles').select('id').where('title', '=', '明年招聘计划').executeTakeFirstOrThrow()).id;
    assert.equal((await call('lisi', 'GET', `/cms/article/queryById?id=${hidden}`)).statusCode, 404);
    assert.equal((await call('lisi', 'GET', `/cms/comment/list?pageKey=${hidden}`)).statusCode, 404);
    assert.equal((await call('wangwu', 'GET', `/cms/article/queryById?id=${hidden}`)).statusCode, 200);
    const found = async (user: string) => (await call(user, 'GET', `/sys/search/list?key=${encodeURIComponent('招聘计划')}&category=3`)).json().result.records.length;
    assert.equal(await found('lisi'), 0);
    assert.equal(await found('wangwu'), 1);
  });

  it('previews a folder\'s file for viewable, downloads it for downloadable, and never serves it to anyone else or publicly', async () => {
    const training = await filePath('新員工培訓手冊');
    assert.equal(await read('lisi', training), 200, 'viewable: preview');
    assert.equal(await read('lisi', training, true), 404, 'viewable is not downloadable');
    const contacts = await filePath('公司通讯录');
    assert.equal(await read('lisi', contacts, true), 200);
    const budget = await filePath('年度预算表');
    assert.equal(await read('lisi', budget), 404);
    assert.equal(await read('admin', budget, true), 200);
    const logo = await filePath('公司标志');
    assert.equal(await read('lisi', logo, true), 200, 'inherited from 公共文档');
    assert.equal((await s.app.inject({ url: `/api/sys/common/static/${logo}` })).statusCode, 404, 'a folder\'s image is not public');
    const guessed = budget.replace(/[0-9a-f]{32}/, '0'.repeat(32));
    assert.equal(await read('admin', guessed), 404);
    const pdf = await s.app.inject({ url: `/api/sys/common/file/${await filePath('门户使用手册')}`, headers: { 'x-access-token': await as('lisi') } });
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.match(pdf.body, /^%PDF-1\.4[\s\S]*%%EOF\n$/);
  });

  it('lets a manager of a folder change it, add below it, place files in it and grant it; nobody else', async () => {
    const hr = folder('人事资料');
    const child = await call('wangwu', 'POST', '/cms/folder/add', { name: '招聘', parentId: hr, space: 'resources' });
    assert.equal(child.statusCode, 200);
    assert.equal(child.json().result.space, 'knowledge', 'a subfolder is in its parent\'s space');
    const root = await call('wangwu', 'POST', '/cms/folder/add', { name: '我的根目录', space: 'knowledge' });
    assert.equal(root.statusCode, 403);
    assert.equal(root.json().message, '只有管理员可以创建或移动顶层文件夹');
    const notMine = await call('wangwu', 'PUT', '/cms/folder/edit', { id: folder('规章制度'), name: '改名' }, 'en');
    assert.equal(notMine.statusCode, 403);
    assert.equal(notMine.json().message, 'You may not manage this folder');
    assert.equal((await call('lisi', 'PUT', '/cms/folder/edit', { id: hr, name: '改名' })).statusCode, 404, 'not even viewable');
    const full = await call('wangwu', 'DELETE', `/cms/folder/delete?id=${hr}`, undefined, 'tc');
    assert.equal(full.statusCode, 400);
    assert.equal(full.json().message, '文件夾不為空，請先刪除其中的子文件夾、文章和文件');
    assert.equal((await call('wangwu', 'DELETE', `/cms/folder/delete?id=${child.json().result.id}`)).statusCode, 200);

    const { payload, headers } = multipart([{ name: 'file', filename: 'plan.txt', content: Buffer.from('招聘计划\n') }]);
    const upload = await s.app.inject({ method: 'POST', url: '/api/sys/common/upload?biz=folders', payload, headers: { ...headers, 'x-access-token': await as('wangwu') } });
    const path = upload.json().message as string;
    const placed = await call('wangwu', 'POST', '/cms/folder/file/add', { folderId: hr, filePath: path, title: '招聘计划' });
    assert.equal(placed.statusCode, 200, placed.body);
    assert.equal((await call('wangwu', 'POST', '/cms/folder/file/add', { folderId: hr, filePath: path })).json().message, '该文件已在文件夹中');
    assert.equal(await read('lisi', path), 404, 'once in the folder, only its readers read it');
    assert.equal(await read('wangwu', path, true), 200);
    assert.equal((await call('lisi', 'POST', '/cms/folder/file/add', { folderId: folder('操作手册'), filePath: path })).statusCode, 403, 'downloadable is not manageable');
    assert.equal((await call('lisi', 'DELETE', `/cms/folder/file/delete?id=${placed.json().result.id}`)).statusCode, 404);

    const lisi = (await s.ctx.db.selectFrom('users').select('id').where('username', '=', 'lisi').executeTakeFirstOrThrow()).id;
    assert.equal((await call('lisi', 'PUT', '/cms/folder/grants', { folderId: folder('规章制度'), grants: [] })).statusCode, 403, 'viewable cannot edit grants');
    assert.equal((await call('lisi', 'GET', `/cms/folder/grantees?type=user&key=li`)).statusCode, 403);
    const grantees = (await call('wangwu', 'GET', `/cms/folder/grantees?type=user&key=lisi`)).json().result as { id: string }[];
    assert.deepEqual(grantees.map((g) => g.id), [lisi]);
    const current = (await call('wangwu', 'GET', `/cms/folder/grants?folderId=${hr}`)).json().result as { subjectType: string; subjectId: string; level: number; subjectName: string }[];
    assert.deepEqual(current.map((g) => [g.subjectType, g.subjectName, g.level]), [['depart', '人力资源部', 3]]);
    const saved = await call('wangwu', 'PUT', '/cms/folder/grants', { folderId: hr, grants: [...current.map(({ subjectName: _, ...g }) => g), { subjectType: 'user', subjectId: lisi, level: 1 }] });
    assert.equal(saved.json().message, '权限保存成功');
    assert.equal((await call('lisi', 'GET', `/cms/folder/contents?folderId=${hr}`)).statusCode, 200);
    assert.equal(await read('lisi', path), 200);
    assert.equal(await read('lisi', path, true), 404);
  });

  it('refuses the attacks with a localised 4xx: another tenant\'s folder, grants to strangers, a cycle, bad ids, wrong spaces, too deep', async () => {
    const { id: foreign } = await s.ctx.db.insertInto('folders').values({ tenant_id: 2, name: '租户二', space: 'knowledge', created_by: 'x' }).returning('id').executeTakeFirstOrThrow();
    const foreignRole = (await s.ctx.db.selectFrom('roles').select('id').where('tenant_id', '=', 2).executeTakeFirstOrThrow()).id;
    assert.equal((await call('admin', 'GET', `/cms/folder/contents?folderId=${foreign}`)).statusCode, 404);
    assert.equal((await call('admin', 'PUT', '/cms/folder/edit', { id: foreign, name: 'x' })).statusCode, 404);
    assert.equal((await call('admin', 'PUT', '/cms/folder/grants', { folderId: foreign, grants: [] })).statusCode, 404);
    const rules = folder('规章制度');
    const stranger = await call('admin', 'PUT', '/cms/folder/grants', { folderId: rules, grants: [{ subjectType: 'role', subjectId: foreignRole, level: 3 }] });
    assert.equal(stranger.statusCode, 400);
    assert.equal(stranger.json().message, '授权对象不存在');
    const twice = { subjectType: 'role', subjectId: foreignRole, level: 1 };
    assert.equal((await call('admin', 'PUT', '/cms/folder/grants', { folderId: rules, grants: [twice, twice] })).json().message, '同一对象只能授权一次');
    assert.equal((await call('admin', 'PUT', '/cms/folder/grants', { folderId: rules, grants: [{ ...twice, level: 4 }] })).statusCode, 400);
    assert.equal((await call('admin', 'PUT', '/cms/folder/grants', { folderId: rules, grants: [{ ...twice, subjectType: 'group' }] })).statusCode, 400);
    const cycle = await call('admin', 'PUT', '/cms/folder/edit', { id: rules, name: '规章制度', parentId: folder('考勤制度') });
    assert.equal(cycle.statusCode, 400, 'moving a folder under its own child');
    assert.equal((await call('admin', 'PUT', '/cms/folder/edit', { id: rules, name: '规章制度', parentId: rules })).statusCode, 400);
    const across = await call('admin', 'PUT', '/cms/folder/edit', { id: folder('财务资料'), name: '财务资料', parentId: folder('规章制度') });
    assert.equal(across.json().message, '文件夹必须与上级文件夹属于同一栏目');
    for (const url of ['/cms/folder/contents?folderId=' + 'x'.repeat(65), `/cms/folder/contents?folderId=${encodeURIComponent("' or 1=1 --")}`, '/cms/folder/contents', '/cms/folder/grants?folderId=nope']) {
      const res = await call('admin', 'GET', url);
      assert.ok([400, 404].includes(res.statusCode), `${url}: ${res.statusCode}`);
    }
    assert.equal((await call('admin', 'DELETE', '/cms/folder/file/delete?id=nope')).statusCode, 404);
    assert.equal((await call('admin', 'POST', '/cms/folder/file/add', { folderId: rules, filePath: '../../etc/passwd' })).json().message, '文件不存在或尚未上传完成');
    let parent = rules;
    let deepest = 400;
    for (let depth = 2; depth <= 9; depth++) {
      const res = await call('admin', 'POST', '/cms/folder/add', { name: `第${depth}层`, parentId: parent });
      if (res.statusCode !== 200) {
        deepest = depth;
        assert.equal(res.json().message, '文件夹层级不能超过 8 层');
        break;
      }
      parent = res.json().result.id;
    }
    assert.equal(deepest, 9);
    assert.equal((await call('admin', 'POST', '/cms/article/add', { channel: 'news', title: '新闻', folderId: rules })).json().message, '所属文件夹无效：请选择知识库中的文件夹');
  });
});
