import { expect } from 'chai';
import { MemoryRouter } from 'react-router';
import { resetApiConfig } from '../../shared/api/index.ts';
import { $loadedLocale, startLocalization } from '../../shared/i18n/index.ts';
import type { FolderContents } from '../../shared/resources/folder.ts';
import { PERMISSION_CODES } from '../../shared/schemas/permission-codes.ts';
import { $locale, endSession, resetPermissions } from '../../shared/stores/index.ts';
import { grant, signInWithPage, testMeta } from '../../tests/browser/api-stub.ts';
import { render, settle, textOf, until, type Rendered } from '../../tests/browser/render.tsx';
import type { FolderNode } from './folder-api.ts';
import { KnowledgePage, ResourcesPage } from './FolderSpacePage.tsx';

/**
 * 知识库 and 公共资源 in en and tc (issue 24): the page's words where the e2e walks
 * (tests/e2e/knowledge.spec.ts, resources.spec.ts) read cn. The folder is downloadable, so the
 * preview and download buttons show; the reader manages every folder, so 新建文件夹 shows too.
 */
const META = {
  knowledge: testMeta('menu-knowledge', 'Knowledge', ['知识库', 'Knowledge base', '知識庫']),
  resources: testMeta('menu-resources', 'Resources', ['公共资源', 'Common resources', '公共資源']),
};
const node = (id: string, name: string, space: string): FolderNode => ({
  id, parentId: null, name, space, sortNo: 0, level: 2, createTime: '2026-11-20T09:00:00Z',
  key: id, value: id, title: name, pid: null, hasChildren: false, isLeaf: true, leaf: true,
});
const contents = (folder: FolderNode): FolderContents => ({
  folder,
  articles: folder.space === 'knowledge' ? [{ id: 'a1', folderId: folder.id, title: '员工考勤管理办法', summary: '', author: '管理员', releaseTime: null }] : [],
  files: [{ id: 'f1', folderId: folder.id, title: '公司通讯录', filePath: 'files/contacts.txt', size: 2048, contentType: 'text/plain', uploaderName: '管理员', createTime: '2026-11-20T09:00:00Z' }],
});

/** What the page says in each language. */
const WORDS = {
  en: { level: 'Downloadable', search: 'Search in this folder', searchGo: 'Search', articles: 'Articles', files: 'Files', preview: 'Preview', download: 'Download', addRoot: 'New folder' },
  tc: { level: '可下載', search: '在此文件夾中搜索', searchGo: '搜索', articles: '文章', files: '文件', preview: '預覽', download: '下載', addRoot: '新建文件夾' },
} as const;

const PAGES = { knowledge: KnowledgePage, resources: ResourcesPage };
const trimmed = (view: Rendered, selector: string) => [...view.host.querySelectorAll(selector)].map((e) => e.textContent!.trim());

describe('FolderSpacePage (知识库 /knowledge, 公共资源 /resources) in en and tc', () => {
  let view: Rendered | undefined;
  before(() => startLocalization());
  afterEach(async () => {
    view?.unmount();
    resetApiConfig();
    resetPermissions();
    endSession();
    await settle(() => $locale.set('cn'));
    await until(() => $loadedLocale.get() === 'cn');
  });

  /** Renders the page of `space` in `locale` and checks its words. */
  async function checkWords(space: 'knowledge' | 'resources', locale: 'en' | 'tc') {
    const words = WORDS[locale];
    const folder = node('d1', space === 'knowledge' ? '操作手册' : '公共文档', space);
    await signInWithPage(`/${space}`, META[space], [grant(PERMISSION_CODES.folderManage)], (call) => {
      if (call.path === '/cms/folder/queryTreeList') return [folder];
      if (call.path === '/cms/folder/contents') return contents(folder);
      return null;
    });
    await settle(() => $locale.set(locale));
    await until(() => $loadedLocale.get() === locale);
    const Page = PAGES[space];
    view = await render(<MemoryRouter initialEntries={[`/${space}`]}><Page meta={META[space]} /></MemoryRouter>);
    await until(() => view!.host.querySelector('[data-testid="folder-file"]') !== null);
    const titles = META[space];
    expect(textOf(view, 'page-title'), locale).to.equal(locale === 'en' ? titles.titleEN : titles.titleTC);
    expect(textOf(view, 'folder-level')).to.equal(words.level);
    expect(view.host.querySelector<HTMLInputElement>('[data-testid="folder-search"]')!.placeholder).to.equal(words.search);
    expect(textOf(view, 'folder-search-go')!.trim()).to.equal(words.searchGo);
    expect(trimmed(view, '.folder-contents h3')).to.deep.equal(space === 'knowledge' ? [words.articles, words.files] : [words.files]);
    expect(textOf(view, 'file-preview-button')!.trim()).to.equal(words.preview);
    expect(textOf(view, 'file-download')!.trim()).to.equal(words.download);
    expect(textOf(view, 'folder-add-root')!.trim()).to.equal(words.addRoot);
    view.unmount();
    view = undefined;
    resetApiConfig();
    resetPermissions();
    endSession();
  }

  it('knowledge speaks en and tc: title, level, search, headings, file actions, new folder', async () => {
    await checkWords('knowledge', 'en');
    await checkWords('knowledge', 'tc');
  });

  it('resources speaks en and tc: title, level, search, headings, file actions, new folder', async () => {
    await checkWords('resources', 'en');
    await checkWords('resources', 'tc');
  });
});
