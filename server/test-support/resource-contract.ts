import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { QueryCondition } from '../../shared/kit/query-rules.ts';
import { actionUrl, inputInQuery, type KitAction } from '../../shared/kit/action.ts';
import { KIT_ROUTES, DEFAULT_ROUTES, routeOf, routeName, type InputOf, type KitRoute, type Resource } from '../../shared/kit/resource.ts';
import type { Config } from '../config.ts';
import { hashPassword } from '../lib/credentials/passwords.ts';
import { STAFF_PASSWORD, startTestServer, type TestServer } from './test-server.ts';
import type { Method } from './http-method.ts';
import { treeContract } from './tree-contract.ts';

export type { Method };
type Input = Record<string, unknown>;

/** What a resource gives the contract suite to exercise it. */
export interface ContractOptions<X extends Resource> {
  resource: X;
  /**
   * A valid input, distinct for each `n`; `text` goes into `textField`; `tenantId` is the
   * tenant it will be added in (1, or 2 in the tenant checks), for inputs naming rows of a tenant.
   */
  sample(n: number, text: string, tenantId: number): Partial<InputOf<X>>;
  /** Prepares what `sample` needs (rows of both tenants it refers to), once, after the server started. */
  setup?(server: TestServer): Promise<void>;
  /** A text field that takes `sample`'s text: filtered, queried and used by the data rule. */
  textField: keyof InputOf<X> & string;
  /** A unique field whose value `sample` derives from `n` (omit when the resource has none). */
  uniqueField?: keyof InputOf<X> & string;
  /** A child of `parentId` for the tree checks (default: `sample` with the tree's parent field set). */
  treeChild?(n: number, text: string, parentId: string, tenantId: number): Partial<InputOf<X>>;
  /**
   * The resource's kit actions (`defineAction`), in an order in which each succeeds on a row
   * the ones before it acted on (release, then revoke), with the input acting on `row`: each
   * must succeed and be logged; answer 404 for a row outside the caller's data rules or
   * tenant, and 403 without its permission; and change nothing when refused.
   */
  actions?: { action: KitAction; input(row: Input & { id: string }): Input }[];
  /** Settings the test server starts with beside the defaults (e.g. the `secretKey` a resource seals with). */
  config?: Partial<Config>;
}

/**
 * The contract every kit resource runs (architecture §4a; issue 11 "one contract test suite
 * that every resource runs"): list paging, sorting, filters and advanced query; add, edit,
 * delete and batch delete; uniqueness; a permission for every route; tenant isolation on reads
 * and writes (platform data of no tenant: every route refused to another tenant); data rules
 * on list, queryById, edit, delete, add and the resource's kit actions; each route at the
 * method and path the resource names (edit also by POST); the operation log; the spreadsheet
 * import, when offered.
 */
export function resourceContract<X extends Resource>(options: ContractOptions<X>): void {
  const { resource, textField } = options;
  const base = `/api${resource.basePath}`;
  const listPath = `/${routeName(resource, 'list')}`;
  const byIdPath = `/${routeName(resource, 'queryById')}`;

  describe(`kit contract: ${resource.name}`, () => {
    let s: TestServer;
    let admin: string;
    /**
     * Calls a route below the resource's base; a kit route named by its default path ('/add',
     * '/deleteBatch?ids=…') goes to the path the resource names, and an add by its method.
     */
    /** Calls a route below the resource's base at exactly `url` (a tree call named like a kit route). */
    const callAt = (method: Method, url: string, token: string) =>
      s.app.inject({ method, url: `${base}${url}`, headers: { 'x-access-token': token } });
    const call = (method: Method, url: string, token: string, payload?: unknown, headers: Record<string, string> = {}) => {
      const [, first = '', rest = ''] = /^\/([^/?]*)(.*)$/.exec(url) ?? [];
      const route = KIT_ROUTES.find((name) => DEFAULT_ROUTES[name].path === first) as KitRoute | undefined;
      const own = route ? routeOf(resource, route) : undefined;
      return s.app.inject({
        method: route === 'add' ? own!.method : method, url: `${base}${own ? `/${own.path}${rest}` : url}`,
        headers: { 'x-access-token': token, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }),
      });
    };
    /** Calls one of the resource's actions on `row` as `token`. */
    const act = ({ action, input }: NonNullable<ContractOptions<X>['actions']>[number], row: Input & { id: string }, token: string, headers: Record<string, string> = {}) => {
      const values = input(row);
      const query = inputInQuery(action.method) ? `?${new URLSearchParams(values as Record<string, string>)}` : '';
      return s.app.inject({
        method: action.method, url: `/api${actionUrl(action)}${query}`, headers: { 'x-access-token': token, ...headers }, ...(query ? {} : { payload: values }),
      });
    };
    const add = async (input: Input, token = admin, headers: Record<string, string> = {}) => {
      const res = await call('POST', '/add', token, input, headers);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as Input & { id: string };
    };
    const list = async (query: string, token = admin, headers: Record<string, string> = {}) => {
      const res = await call('GET', `${listPath}?${query}`, token, undefined, headers);
      assert.equal(res.statusCode, 200, res.body);
      return res.json().result as { records: (Input & { id: string })[]; total: number };
    };
    const superQuery = (conditions: QueryCondition[]) => `superQueryParams=${encodeURIComponent(encodeURIComponent(JSON.stringify(conditions)))}`;
    const sample = (n: number, text: string, tenantId = 1) => options.sample(n, text, tenantId) as Input;

    /** A user of tenant 1 with a role holding the page and all its buttons, and `rules` on the page's menu. */
    async function userWithRules(username: string, rules: QueryCondition[]): Promise<string> {
      const db = s.ctx.db;
      const menu = await db.selectFrom('permissions').select('id').where('component_name', '=', resource.page).executeTakeFirstOrThrow();
      const role = await db.insertInto('roles').values({ tenant_id: 1, role_code: `fixture-${username}`, role_name: 'fixture role' }).returning('id').executeTakeFirstOrThrow();
      const grants = await db.selectFrom('permissions').select('id').where((eb) => eb.or([eb('id', '=', menu.id), eb('parent_id', '=', menu.id)])).execute();
      await db.insertInto('role_permissions').values(grants.map((g) => ({ role_id: role.id, permission_id: g.id }))).execute();
      for (const rule of rules) {
        const { id } = await db.insertInto('data_rules').values({
          permission_id: menu.id, rule_name: 'r', rule_column: rule.field, rule_condition: rule.rule, rule_value: String(rule.val),
        }).returning('id').executeTakeFirstOrThrow();
        await db.insertInto('role_data_rules').values({ role_id: role.id, rule_id: id }).execute();
      }
      const { id } = await db.insertInto('users').values({
        username, realname: 'fixture user', password_hash: await hashPassword(STAFF_PASSWORD, 12), password_changed_at: new Date(),
      }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('user_tenants').values({ user_id: id, tenant_id: 1 }).execute();
      await db.insertInto('user_roles').values({ user_id: id, role_id: role.id }).execute();
      await s.settled();
      return s.login(username);
    }

    before(async () => {
      s = await startTestServer(options.config);
      admin = await s.login('admin');
      await options.setup?.(s);
    });
    after(async () => { await s.close(); });

    it('adds, reads by id, lists newest first, edits and answers 404 for an unknown id', async () => {
      const first = await add(sample(1, 'alpha one'));
      const second = await add(sample(2, 'alpha two'));
      s.clock.advance(1000);
      assert.equal(first[textField], 'alpha one');
      const byId = await call('GET', `${byIdPath}?id=${first.id}`, admin);
      assert.equal(byId.json().result[textField], 'alpha one');
      const page = await list(`pageNo=1&pageSize=10&${textField}=alpha`);
      assert.equal(page.total, 2);
      const edited = await call('PUT', '/edit', admin, { ...sample(1, 'alpha edited'), id: first.id });
      assert.equal(edited.statusCode, 200, edited.body);
      assert.equal(edited.json().result[textField], 'alpha edited');
      // JeecgBoot's server takes an edit as PUT or POST: so does the kit.
      const posted = await call('POST', '/edit', admin, { ...sample(1, 'alpha posted'), id: first.id });
      assert.equal(posted.statusCode, 200, posted.body);
      assert.equal(posted.json().result[textField], 'alpha posted');
      assert.equal((await call('PUT', '/edit', admin, { ...sample(9, 'nobody here'), id: 'missing' })).statusCode, 404);
      assert.equal((await call('GET', `${byIdPath}?id=missing`, admin)).statusCode, 404);
      assert.ok(second.id);
    });

    if (options.uniqueField) {
      const field = options.uniqueField;
      it(`refuses a second ${field} with the same value, whatever its case, naming the field`, async () => {
        const original = await add(sample(20, 'unique one'));
        const again = { ...sample(21, 'unique two'), [field]: String(original[field]).toUpperCase() };
        const res = await call('POST', '/add', admin, again, { 'x-locale': 'en' });
        assert.equal(res.statusCode, 400, res.body);
        assert.match(res.json().message, new RegExp(resource.fields[field]!.label.en));
        const other = await add(sample(22, 'unique three'));
        const clash = await call('PUT', '/edit', admin, { ...sample(22, 'unique three'), [field]: original[field], id: other.id });
        assert.equal(clash.statusCode, 400, clash.body);
      });

      it(`answers the duplicate check for ${field}: taken, free for its own record, free when empty`, async () => {
        const original = await add(sample(23, 'checked one'));
        const check = async (query: string) => {
          const res = await s.app.inject({ method: 'GET', url: `/api/sys/duplicate/check?tableName=${resource.tableName}&fieldName=${field}&${query}`, headers: { 'x-access-token': admin } });
          assert.equal(res.statusCode, 200, res.body);
          return res.json().success as boolean;
        };
        const value = encodeURIComponent(String(original[field]).toLowerCase());
        assert.equal(await check(`fieldVal=${value}`), false);
        assert.equal(await check(`fieldVal=${value}&dataId=${original.id}`), true);
        assert.equal(await check('fieldVal='), true);
        assert.equal(await check(`fieldVal=${value}-free`), true);
      });
    }

    it('pages, sorts through the allowlist, and answers the advanced query; anything else is a 400', async () => {
      for (let n = 30; n < 35; n++) await add(sample(n, `paged ${n}`));
      const page = await list(`pageNo=2&pageSize=2&${textField}=paged`);
      assert.equal(page.total, 5);
      assert.equal(page.records.length, 2);
      const asc = await list(`pageSize=10&${textField}=paged&column=${textField}&order=asc`);
      assert.deepEqual(asc.records.map((r) => r[textField]), ['paged 30', 'paged 31', 'paged 32', 'paged 33', 'paged 34']);
      const either = await list(`pageSize=10&superQueryMatchType=or&${superQuery([
        { field: textField, rule: 'eq', val: 'paged 30' }, { field: textField, rule: 'left_like', val: ' 34' },
      ])}`);
      assert.deepEqual(either.records.map((r) => r[textField]).sort(), ['paged 30', 'paged 34']);
      const both = await list(`pageSize=10&${superQuery([
        { field: textField, rule: 'right_like', val: 'paged' }, { field: textField, rule: 'in', val: 'paged 31,paged 33' },
      ])}`);
      assert.equal(both.total, 2);
      // Every rule of the advanced query, each beside "starts with 'paged'" (and): the rows it
      // leaves. The end-to-end spec chooses two of them in the modal (tests/e2e/advanced-query.spec.ts).
      const leftBy = async (rule: QueryCondition['rule'], val: string) => (await list(`pageSize=10&${superQuery([
        { field: textField, rule: 'right_like', val: 'paged' }, { field: textField, rule, val },
      ])}`)).records.map((r) => r[textField]).sort();
      const RULES: [QueryCondition['rule'], string, number[]][] = [
        ['eq', 'paged 32', [32]], ['like', 'ed 33', [33]], ['right_like', 'paged 3', [30, 31, 32, 33, 34]], ['left_like', ' 31', [31]],
        ['in', 'paged 30,paged 34', [30, 34]], ['ne', 'paged 32', [30, 31, 33, 34]],
        ['gt', 'paged 32', [33, 34]], ['ge', 'paged 32', [32, 33, 34]], ['lt', 'paged 32', [30, 31]], ['le', 'paged 32', [30, 31, 32]],
      ];
      for (const [rule, val, expected] of RULES) {
        assert.deepEqual(await leftBy(rule, val), expected.map((n) => `paged ${n}`), `${rule} ${val}`);
      }
      for (const bad of [
        'column=nope', 'pageSize=100000', `superQueryParams=${encodeURIComponent('[{"field":"password","rule":"eq","val":"x"}]')}`,
        'superQueryParams=%5Bnot-json', `superQueryParams=${encodeURIComponent('[{"field":"createTime","rule":"like","val":"x"}]')}`,
        `superQueryParams=${encodeURIComponent('[{"field":"createTime","rule":"gt","val":"not a date"}]')}`,
      ]) {
        const res = await call('GET', `${listPath}?${bad}`, admin);
        assert.equal(res.statusCode, 400, `${bad}: ${res.body}`);
      }
    });

    if (resource.permissions.export) {
      it('exports the list\'s rows, or the selected ones, as an .xlsx in the request language', async () => {
        const { readXlsxRows } = await import('../lib/spreadsheet/xlsx-reader.ts');
        const a = await add(sample(90, 'exported a', 1));
        await add(sample(91, 'exported b', 1));
        const read = async (query: string, locale = 'cn') => {
          const res = await call('GET', `/exportXls?${query}`, admin, undefined, { 'x-locale': locale });
          assert.equal(res.statusCode, 200, res.body);
          assert.match(String(res.headers['content-disposition']), /attachment; filename="/);
          const rows = [];
          for await (const row of readXlsxRows(res.rawPayload, { maxRows: 10_000 })) rows.push(row.values);
          return rows;
        };
        const label = (locale: 'cn' | 'en') => resource.fields[textField]!.label[locale];
        const all = await read(`${textField}=exported`);
        assert.deepEqual(all.map((r) => r[label('cn')]).sort(), ['exported a', 'exported b']);
        const selected = await read(`selections=${a.id}`, 'en');
        assert.deepEqual(selected.map((r) => r[label('en')]), ['exported a']);
        const staff = await s.login('zhangsan');
        assert.equal((await call('GET', '/exportXls', staff)).statusCode, 403);
      });
    }

    if (resource.permissions.import) {
      /** A multipart body of one file as `files[]`, written by hand as a browser sends it. */
      const multipart = (filename: string, content: Buffer) => {
        const boundary = `----dkp${Date.now().toString(16)}`;
        const payload = Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files[]"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
          content, Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
      };
      /** An .xlsx of `rows` (inputs), headed by each key's label in `locale` (the key when it has no field). */
      const workbook = async (rows: Input[], locale: 'cn' | 'en' = 'cn') => {
        const { writeXlsx } = await import('../lib/spreadsheet/xlsx-writer.ts');
        const { buffer } = await import('node:stream/consumers');
        const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
        const fields = resource.fields as Record<string, { label: Record<string, string> } | undefined>;
        const columns = keys.map((key) => ({ header: fields[key]?.label[locale] ?? key }));
        return buffer(writeXlsx({ name: 'import', columns, rows: rows.map((row) => keys.map((key) => row[key] as string)) }));
      };
      const upload = async (content: Buffer, filename = 'import.xlsx', token = admin, locale = 'en') => {
        const { payload, headers } = multipart(filename, content);
        return s.app.inject({ method: 'POST', url: `${base}/importExcel`, payload, headers: { ...headers, 'x-access-token': token, 'x-locale': locale } });
      };

      it('imports the rows of an .xlsx through add, and logs the import', async () => {
        const res = await upload(await workbook([sample(100, 'imported one'), sample(101, 'imported two')]));
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().success, true);
        assert.equal(res.json().code, 200);
        assert.equal(res.json().message, 'File imported. Rows: 2');
        const page = await list(`${textField}=imported`);
        assert.deepEqual(page.records.map((r) => r[textField]).sort(), ['imported one', 'imported two']);
        const logged = await s.ctx.db.selectFrom('sys_logs').select('id').where('operate_type', '=', 5).where('log_content', 'like', `${resource.name} import:%`).execute();
        assert.ok(logged.length >= 1);
      });

      it('imports the good rows of a file and offers its uploader the bad ones with their messages (code 201)', async () => {
        const bad = { ...sample(103, 'ignored'), [textField]: '' };
        const res = await upload(await workbook([sample(102, 'partly good'), bad]));
        assert.equal(res.statusCode, 200, res.body);
        const body = res.json();
        assert.equal(body.success, true);
        assert.equal(body.code, 201);
        assert.equal(body.message, 'Import succeeded, but there is some error data!');
        assert.equal(body.result.msg, '1 rows imported, 1 in error');
        assert.match(body.result.fileName, /\.xlsx$/);
        assert.equal((await list(`${textField}=partly`)).total, 1);
        const download = await s.app.inject({ method: 'GET', url: `/api${body.result.fileUrl}`, headers: { 'x-access-token': admin } });
        assert.equal(download.statusCode, 200, download.body);
        assert.match(String(download.headers['content-disposition']), /attachment; filename="/);
        const { readXlsxRows } = await import('../lib/spreadsheet/xlsx-reader.ts');
        const rows = [];
        for await (const row of readXlsxRows(download.rawPayload, { maxRows: 100 })) rows.push(row.values);
        assert.equal(rows.length, 1);
        assert.equal(rows[0]!.Error, `${resource.fields[textField]!.label.en} is required`);
        const staff = await s.login('zhangsan');
        const other = await s.app.inject({ method: 'GET', url: `/api${body.result.fileUrl}`, headers: { 'x-access-token': staff } });
        assert.equal(other.statusCode, 404);
      });

      it('reads a sheet headed in English', async () => {
        const res = await upload(await workbook([sample(104, 'english heads')], 'en'), 'import.xlsx', admin, 'cn');
        assert.equal(res.statusCode, 200, res.body);
        assert.equal(res.json().code, 200, res.body);
        assert.equal(res.json().message, '文件导入成功！数据行数：1');
        assert.equal((await list(`${textField}=english`)).total, 1);
      });

      it('refuses an .xls, a file with no known header, and a user without the permission', async () => {
        const xls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024, 7)]);
        const old = await upload(xls, 'old.xls');
        assert.equal(old.statusCode, 400, old.body);
        assert.match(old.json().message, /\.xls/);
        const { writeXlsx } = await import('../lib/spreadsheet/xlsx-writer.ts');
        const { buffer } = await import('node:stream/consumers');
        const unknown = await upload(await buffer(writeXlsx({ name: 'x', columns: [{ header: 'nothing known' }], rows: [['a']] })));
        assert.equal(unknown.statusCode, 400, unknown.body);
        assert.equal(unknown.json().message, 'No column header was recognised; use the headers of an exported file');
        const staff = await s.login('zhangsan');
        assert.equal((await upload(await workbook([sample(105, 'not allowed')]), 'import.xlsx', staff)).statusCode, 403);
      });
    }

    it('deletes one or a batch, all or nothing', async () => {
      const a = await add(sample(40, 'gone a'));
      const b = await add(sample(41, 'gone b'));
      const c = await add(sample(42, 'gone c'));
      assert.equal((await call('DELETE', `/deleteBatch?ids=${a.id},missing`, admin)).statusCode, 404);
      assert.equal((await list(`${textField}=gone`)).total, 3);
      assert.equal((await call('DELETE', `/deleteBatch?ids=${a.id},${b.id}`, admin)).statusCode, 200);
      assert.equal((await call('DELETE', `/delete?id=${c.id}`, admin)).statusCode, 200);
      assert.equal((await list(`${textField}=gone`)).total, 0);
      assert.equal((await call('DELETE', '/deleteBatch?ids=,,', admin)).statusCode, 400);
    });

    if (options.actions?.length) {
      const actions = options.actions;
      const logged = async (name: string, id: string) => (await s.ctx.db.selectFrom('sys_logs').select('operate_type')
        .where('log_content', '=', `${resource.name} ${name}: ${id}`).execute()).map((entry) => entry.operate_type);

      it('runs its actions on a visible row, each logged; refuses a user without the permission', async () => {
        const row = await add(sample(110, 'acted on'));
        for (const action of actions) {
          const res = await act(action, row, admin);
          assert.equal(res.statusCode, 200, `${action.action.name}: ${res.body}`);
          assert.equal(res.json().success, true);
          assert.deepEqual(await logged(action.action.name, row.id), [3], `${action.action.name} logged as an edit`);
        }
        const staff = await s.login('zhangsan');
        for (const action of actions) assert.equal((await act(action, row, staff)).statusCode, 403, action.action.name);
      });

      it('refuses its actions on another tenant\'s row (platform data: to another tenant), changing nothing', async () => {
        const tenant2 = { 'x-tenant-id': '2' };
        if (s.ctx.resources.bindingOf(resource.tableName)?.tenant === 'none') {
          const row = await add(sample(111, 'acted platform'));
          for (const action of actions) assert.equal((await act(action, row, admin, tenant2)).statusCode, 403, action.action.name);
          return;
        }
        const theirs = await add(sample(112, 'acted theirs', 2), admin, tenant2);
        const before = (await call('GET', `${byIdPath}?id=${theirs.id}`, admin, undefined, tenant2)).json().result;
        for (const action of actions) {
          const res = await act(action, theirs, admin);
          assert.equal(res.statusCode, 404, `${action.action.name} on another tenant's row: ${res.body}`);
          assert.deepEqual(await logged(action.action.name, theirs.id), []);
        }
        assert.deepEqual((await call('GET', `${byIdPath}?id=${theirs.id}`, admin, undefined, tenant2)).json().result, before);
      });
    }

    it('refuses every route to a user without its permission (content read by everyone: lists and opens none of what it may not read)', async () => {
      const staff = await s.login('zhangsan');
      const existing = await add(sample(50, 'guarded'));
      const readByEveryone = !!s.ctx.resources.bindingOf(resource.tableName)?.readers;
      if (readByEveryone) {
        assert.deepEqual((await list(`${textField}=guarded`, staff)).records, [], 'a new record is not a reader\'s');
        assert.equal((await call('GET', `${byIdPath}?id=${existing.id}`, staff)).statusCode, 404);
      }
      for (const [method, url, payload] of [
        ...(readByEveryone ? [] : [['GET', listPath], ['GET', `${byIdPath}?id=${existing.id}`]]), ['POST', '/add', sample(51, 'guarded new')],
        ['PUT', '/edit', { ...sample(50, 'guarded edit'), id: existing.id }], ['DELETE', `/delete?id=${existing.id}`], ['DELETE', `/deleteBatch?ids=${existing.id}`],
      ] as [Method, string, unknown?][]) {
        assert.equal((await call(method, url, staff, payload)).statusCode, 403, `${method} ${url}`);
      }
    });

    /** Platform data (tenant 'none'): another tenant's administrator is refused every route. */
    async function platformOnly() {
      const tenant2 = { 'x-tenant-id': '2', 'x-locale': 'en' };
      const existing = await add(sample(60, 'platform only'));
      for (const [method, url, payload] of [
        ['GET', listPath], ['GET', `${byIdPath}?id=${existing.id}`], ['POST', '/add', sample(61, 'platform new')],
        ['PUT', '/edit', { ...sample(60, 'taken over'), id: existing.id }], ['DELETE', `/delete?id=${existing.id}`],
        ['DELETE', `/deleteBatch?ids=${existing.id}`], ...(resource.tree ? [['GET', '/childList'] as [Method, string]] : []),
      ] as [Method, string, unknown?][]) {
        const res = await call(method, url, admin, payload, tenant2);
        assert.equal(res.statusCode, 403, `${method} ${url}: ${res.body}`);
        assert.equal(res.json().message, 'Only the platform administrators may manage this data');
      }
      const still = await call('GET', `${byIdPath}?id=${existing.id}`, admin);
      assert.equal(still.json().result[textField], 'platform only');
    }

    /** Data of a tenant: another tenant's rows are neither seen nor changed. */
    async function tenantsApart() {
      const tenant2 = { 'x-tenant-id': '2' };
      const theirs = await add(sample(60, 'tenant two', 2), admin, tenant2);
      assert.equal((await list(`${textField}=tenant`)).total, 0);
      assert.equal((await list(`${textField}=tenant`, admin, tenant2)).total, 1);
      assert.equal((await call('GET', `${byIdPath}?id=${theirs.id}`, admin)).statusCode, 404);
      assert.equal((await call('PUT', '/edit', admin, { ...sample(60, 'taken over'), id: theirs.id })).statusCode, 404);
      assert.equal((await call('DELETE', `/delete?id=${theirs.id}`, admin)).statusCode, 404);
      const still = await call('GET', `${byIdPath}?id=${theirs.id}`, admin, undefined, tenant2);
      assert.equal(still.json().result[textField], 'tenant two');
    }

    it('keeps tenants apart on every read and write; platform data is refused to other tenants', async () => {
      const binding = s.ctx.resources.bindingOf(resource.tableName);
      assert.ok(binding, `${resource.name} is registered`);
      await (binding.tenant === 'none' ? platformOnly() : tenantsApart());
    });

    it('applies data rules to list, queryById, edit, delete and add', async () => {
      const mine = await add(sample(70, 'ruled in'));
      const other = await add(sample(71, 'ruled out'));
      const ruled = await userWithRules(`ruled${resource.name}`.slice(0, 18), [{ field: textField, rule: 'right_like', val: 'ruled in' }]);
      const seen = await list(`${textField}=ruled`, ruled);
      assert.deepEqual(seen.records.map((r) => r.id), [mine.id]);
      assert.equal((await call('GET', `${byIdPath}?id=${other.id}`, ruled)).statusCode, 404);
      assert.equal((await call('PUT', '/edit', ruled, { ...sample(71, 'ruled in now'), id: other.id })).statusCode, 404);
      assert.equal((await call('DELETE', `/delete?id=${other.id}`, ruled)).statusCode, 404);
      for (const action of options.actions ?? []) {
        const res = await act(action, other, ruled);
        assert.equal(res.statusCode, 404, `${action.action.name} outside the data rules: ${res.body}`);
      }
      assert.deepEqual(await call('GET', `${byIdPath}?id=${other.id}`, admin).then((r) => r.json().result), other, 'untouched by the refused actions');
      const outside = await call('POST', '/add', ruled, sample(72, 'ruled elsewhere'));
      assert.equal(outside.statusCode, 403, outside.body);
      const movedOut = await call('PUT', '/edit', ruled, { ...sample(70, 'moved away'), id: mine.id });
      assert.equal(movedOut.statusCode, 403, movedOut.body);
      assert.equal((await list(`${textField}=ruled`)).total, 2, 'the refused writes changed nothing');
      assert.equal((await list(`${textField}=moved`)).total, 0);
      assert.equal((await list(`${textField}=elsewhere`)).total, 0);
    });

    it('refuses access when a data rule names a field the resource does not offer', async () => {
      const broken = await userWithRules(`broken${resource.name}`.slice(0, 18), [{ field: 'password_hash', rule: 'eq', val: 'x' }]);
      assert.equal((await call('GET', listPath, broken)).statusCode, 403);
    });

    const tree = resource.tree;
    if (tree) {
      const parentField = tree.parentField;
      const child = (n: number, text: string, parentId: string, tenantId = 1) =>
        (options.treeChild?.(n, text, parentId, tenantId) ?? { ...sample(n, text, tenantId), [parentField]: parentId }) as Input;
      treeContract(() => ({
        s, admin, call, callAt, add, sample, child, parentField, tree, platform: s.ctx.resources.bindingOf(resource.tableName)?.tenant === 'none',
      }));
    }

    it('writes an operation-log entry for each add, edit and delete', async () => {
      const before = await s.ctx.db.selectFrom('sys_logs').select((eb) => eb.fn.countAll<string>().as('n')).where('log_type', '=', 2).executeTakeFirstOrThrow();
      const row = await add(sample(80, 'logged'));
      await call('PUT', '/edit', admin, { ...sample(80, 'logged again'), id: row.id });
      await call('DELETE', `/delete?id=${row.id}`, admin);
      const entries = await s.ctx.db.selectFrom('sys_logs').select(['operate_type', 'log_content']).where('log_type', '=', 2)
        .orderBy('created_at').execute();
      assert.equal(entries.length - Number(before.n), 3);
      assert.deepEqual(entries.slice(-3).map((e) => e.operate_type), [2, 3, 4]);
      assert.ok(entries.at(-1)!.log_content.includes(row.id));
    });
  });
}
