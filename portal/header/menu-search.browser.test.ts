import { assert } from 'chai';
import type { MenuItem } from '../../shared/schemas/permission.ts';
import { searchMenu } from './menu-search.ts';

const item = (id: string, path: string, title: [string, string, string], extra: Partial<MenuItem> = {}, meta: Partial<MenuItem['meta']> = {}): MenuItem => ({
  id, path, component: 'Page', name: id, redirect: '', hidden: false, alwaysShow: false, route: '1',
  meta: { id, title: title[0], titleEN: title[1], titleTC: title[2], icon: '', url: '', componentName: '', target: '', hidden: false, keepAlive: false, internalOrExternal: false, ...meta },
  ...extra,
});

const MENU: MenuItem[] = [
  item('sys', '/isystem', ['系统管理', 'System', '系統管理'], {
    children: [
      item('role', '/isystem/role', ['角色管理', 'Roles', '角色管理']),
      item('user', '/isystem/user', ['用户管理', 'Users', '用戶管理']),
      item('hidden', '/isystem/secret', ['隐藏角色', 'Hidden roles', '隱藏角色'], { hidden: true }),
    ],
  }),
  item('docs', 'https://example.org/docs', ['角色文档', 'Role docs', '角色文檔'], {}, { internalOrExternal: true }),
  item('bad', '/x', ['角色脚本', 'Role script', '角色腳本'], {}, { internalOrExternal: true, url: 'javascript:alert(1)' }),
];

describe('menu search (portal-shell §2.4)', () => {
  it('finds visible pages by title in the current language; parents are not pages', () => {
    assert.deepEqual(searchMenu(MENU, '角色', 'cn').map((h) => h.id), ['role', 'docs']);
    assert.deepEqual(searchMenu(MENU, 'ROLE', 'en').map((h) => h.id), ['role', 'docs']);
    assert.deepEqual(searchMenu(MENU, '用戶', 'tc').map((h) => h.id), ['user']);
    assert.deepEqual(searchMenu(MENU, '系统', 'cn'), []);
    assert.deepEqual(searchMenu(MENU, '  ', 'cn'), []);
  });

  it('opens external URLs in a new tab and portal pages by path; never a non-http link', () => {
    const [role, docs] = searchMenu(MENU, '角色', 'cn');
    assert.deepEqual(role?.target, { kind: 'route', path: '/isystem/role' });
    assert.deepEqual(docs?.target, { kind: 'external', href: 'https://example.org/docs' });
    assert.equal(searchMenu(MENU, '脚本', 'cn').length, 0);
  });
});
