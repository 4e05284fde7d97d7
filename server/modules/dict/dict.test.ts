import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatSignTimestamp, signRequest } from '../../../shared/api/sign.ts';
import type { DictItem } from '../../../shared/schemas/dict.ts';
import { LOCALES, type Locale } from '../../../shared/schemas/locale.ts';
import { DICTIONARIES } from '../../db/seed/dictionaries.ts';
import { startTestServer, type TestServer } from '../../test-support/test-server.ts';

type Headers = Record<string, string>;

/** The seeded dictionaries as the API answers them in `locale`. */
function seededDictionaries(locale: Locale): Record<string, DictItem[]> {
  const column = { cn: 1, en: 2, tc: 3 } as const;
  return Object.fromEntries(DICTIONARIES.map((d) => [
    d.code,
    d.items.map((item) => {
      const text = item[column[locale]];
      return { value: item[0], text, title: text, label: text };
    }),
  ]));
}

describe('dictionaries and the duplicate check', () => {
  let s: TestServer;
  let admin: string;
  let staff: string;

  before(async () => {
    s = await startTestServer();
    admin = await s.login('admin');
    staff = await s.login('zhangsan');
  });
  after(async () => { await s.close(); });

  /** X-Sign and X-TIMESTAMP for `path` (below the API base) signed at `at`. */
  const signed = (path: string, at = s.clock.now(), query: Record<string, unknown> = {}, token: string | null = admin): Headers => {
    const timestamp = formatSignTimestamp(at);
    return { 'x-sign': signRequest({ path, query, timestamp, secret: s.config.signSecret, token }), 'x-timestamp': timestamp };
  };
  const dictPath = (code: string) => `/sys/dict/getDictItems/${code}`;
  /** A signed, authenticated getDictItems call (the path is used as given, so encode it yourself). */
  const getDictItems = (code: string, headers: Headers = {}, token: string | null = admin) =>
    s.app.inject({
      url: `/api${dictPath(code)}`,
      headers: { ...(token ? { 'x-access-token': token } : {}), ...signed(dictPath(code), s.clock.now(), {}, token), ...headers },
    });
  const get = (url: string, headers: Headers = {}, token: string | null = admin) =>
    s.app.inject({ url: `/api${url}`, headers: { ...(token ? { 'x-access-token': token } : {}), ...headers } });
  const userCount = async () => Number((await s.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const texts = (items: DictItem[]) => items.map((i) => i.text);
  const userId = async (username: string) =>
    (await s.ctx.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  describe('GET /sys/dict/getDictItems/{dictCode}', () => {
    it('answers the items of a dictionary to a signed call with a token', async () => {
      const res = await getDictItems('sex');
      assert.equal(res.statusCode, 200);
      const body = res.json();
      assert.equal(body.success, true);
      assert.equal(body.code, 200);
      assert.deepEqual(body.result, [
        { value: '1', text: '男', title: '男', label: '男' },
        { value: '2', text: '女', title: '女', label: '女' },
      ]);
    });

    it('answers item texts in the request language (cn, en, tc)', async () => {
      assert.deepEqual(texts((await getDictItems('sex', { 'x-locale': 'en' })).json().result), ['Male', 'Female']);
      assert.deepEqual(texts((await getDictItems('sex', { 'x-locale': 'tc' })).json().result), ['男', '女']);
      assert.deepEqual(texts((await getDictItems('priority', { 'x-locale': 'tc' })).json().result), ['一般', '重要', '緊急']);
      assert.deepEqual(texts((await getDictItems('priority', { 'x-locale': 'en' })).json().result), ['General', 'Important', 'Urgent']);
      assert.deepEqual(texts((await getDictItems('priority', { 'x-locale': 'cn' })).json().result), ['一般', '重要', '紧急']);
    });

    it('ignores the _t cache-buster when checking the signature', async () => {
      const res = await s.app.inject({
        url: '/api/sys/dict/getDictItems/sex?_t=1712345678901',
        headers: { 'x-access-token': admin, ...signed(dictPath('sex')) },
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().result.length, 2);
    });

    it("refuses a signature replayed with another user's token (the signature is bound to the token)", async () => {
      const adminsSignature = signed(dictPath('sex'));
      assert.equal((await get('/sys/dict/getDictItems/sex', adminsSignature)).statusCode, 200);
      const replayed = await get('/sys/dict/getDictItems/sex', adminsSignature, staff);
      assert.equal(replayed.statusCode, 400);
      assert.equal(replayed.json().message, '签名验证失败：签名不正确');
    });

    it('accepts a lower-case hex signature', async () => {
      const headers = signed(dictPath('sex'));
      const res = await getDictItems('sex', { 'x-sign': headers['x-sign']!.toLowerCase() });
      assert.equal(res.statusCode, 200);
    });

    it('refuses a call without signature or timestamp with a localised 400 signMissing', async () => {
      const none = await get('/sys/dict/getDictItems/sex');
      assert.equal(none.statusCode, 400);
      assert.deepEqual({ ...none.json<object>(), timestamp: 0 }, {
        success: false, message: '签名验证失败：缺少签名或时间戳', code: 400, result: null, timestamp: 0,
      });
      const en = await get('/sys/dict/getDictItems/sex', { 'x-locale': 'en' });
      assert.equal(en.json().message, 'Signature check failed: signature or timestamp missing');
      const tc = await get('/sys/dict/getDictItems/sex', { 'x-locale': 'tc' });
      assert.equal(tc.json().message, '簽名驗證失敗：缺少簽名或時間戳');
      const { 'x-sign': sign } = signed(dictPath('sex'));
      const noTimestamp = await get('/sys/dict/getDictItems/sex', { 'x-sign': sign! });
      assert.equal(noTimestamp.statusCode, 400);
      assert.equal(noTimestamp.json().message, '签名验证失败：缺少签名或时间戳');
      const { 'x-timestamp': timestamp } = signed(dictPath('sex'));
      const noSign = await get('/sys/dict/getDictItems/sex', { 'x-timestamp': timestamp! });
      assert.equal(noSign.statusCode, 400);
      assert.equal(noSign.json().message, '签名验证失败：缺少签名或时间戳');
    });

    it('refuses a signature whose timestamp is 6 minutes old or 6 minutes ahead with 400 signExpired', async () => {
      const old = new Date(s.clock.now().getTime() - 6 * 60_000);
      const stale = await get('/sys/dict/getDictItems/sex', signed(dictPath('sex'), old));
      assert.equal(stale.statusCode, 400);
      assert.equal(stale.json().message, '签名验证失败：请求已过期，请校准时间后重试');
      const staleEn = await get('/sys/dict/getDictItems/sex', { ...signed(dictPath('sex'), old), 'x-locale': 'en' });
      assert.equal(staleEn.json().message, 'Signature check failed: the request is too old; check the clock and retry');
      const ahead = new Date(s.clock.now().getTime() + 6 * 60_000);
      const future = await get('/sys/dict/getDictItems/sex', signed(dictPath('sex'), ahead));
      assert.equal(future.statusCode, 400);
      assert.equal(future.json().message, '签名验证失败：请求已过期，请校准时间后重试');
    });

    it('accepts a signature made 4 minutes ago (within the 5-minute window)', async () => {
      const recent = new Date(s.clock.now().getTime() - 4 * 60_000);
      const res = await get('/sys/dict/getDictItems/sex', signed(dictPath('sex'), recent));
      assert.equal(res.statusCode, 200);
    });

    it('refuses a signature that aged past 5 minutes on the server clock', async () => {
      const headers = signed(dictPath('sex'));
      assert.equal((await get('/sys/dict/getDictItems/sex', headers)).statusCode, 200);
      s.clock.advance(5 * 60_000 + 2000);
      const replayed = await get('/sys/dict/getDictItems/sex', headers);
      assert.equal(replayed.statusCode, 400);
      assert.equal(replayed.json().message, '签名验证失败：请求已过期，请校准时间后重试');
    });

    it('refuses a timestamp that is not yyyyMMddHHmmss with 400 signExpired', async () => {
      const headers = signed(dictPath('sex'));
      const res = await get('/sys/dict/getDictItems/sex', { ...headers, 'x-timestamp': String(s.clock.now().getTime()) });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '签名验证失败：请求已过期，请校准时间后重试');
    });

    it('refuses a wrong signature with a localised 400 signInvalid', async () => {
      const headers = signed(dictPath('sex'));
      const wrong = await get('/sys/dict/getDictItems/sex', { ...headers, 'x-sign': 'A'.repeat(64) });
      assert.equal(wrong.statusCode, 400);
      assert.equal(wrong.json().message, '签名验证失败：签名不正确');
      const short = await get('/sys/dict/getDictItems/sex', { ...headers, 'x-sign': 'ABC', 'x-locale': 'en' });
      assert.equal(short.statusCode, 400);
      assert.equal(short.json().message, 'Signature check failed: wrong signature');
      const timestamp = formatSignTimestamp(s.clock.now());
      const otherSecret = signRequest({ path: dictPath('sex'), query: {}, timestamp, secret: 'not-the-secret' });
      const forged = await get('/sys/dict/getDictItems/sex', { 'x-sign': otherSecret, 'x-timestamp': timestamp, 'x-locale': 'tc' });
      assert.equal(forged.statusCode, 400);
      assert.equal(forged.json().message, '簽名驗證失敗：簽名不正確');
    });

    it('refuses a signature made for another dictionary code', async () => {
      const res = await get('/sys/dict/getDictItems/priority', signed(dictPath('sex')));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '签名验证失败：签名不正确');
    });

    it('refuses a signature whose timestamp header was changed after signing', async () => {
      const headers = signed(dictPath('sex'));
      const later = formatSignTimestamp(new Date(s.clock.now().getTime() + 1000));
      const res = await get('/sys/dict/getDictItems/sex', { ...headers, 'x-timestamp': later });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '签名验证失败：签名不正确');
    });

    it('refuses query parameters that the signature does not cover', async () => {
      const res = await s.app.inject({
        url: '/api/sys/dict/getDictItems/sex?extra=1',
        headers: { 'x-access-token': admin, ...signed(dictPath('sex')) },
      });
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '签名验证失败：签名不正确');
      const covered = await s.app.inject({
        url: '/api/sys/dict/getDictItems/sex?extra=1',
        headers: { 'x-access-token': admin, ...signed(dictPath('sex'), s.clock.now(), { extra: '1' }) },
      });
      assert.equal(covered.statusCode, 200);
    });

    it('answers 401 to a valid signature without a token: a signature never replaces a token', async () => {
      const res = await getDictItems('sex', {}, null);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().success, false);
      assert.equal(res.json().message, '未登录或登录已失效，请重新登录');
      const badToken = await getDictItems('sex', {}, 'not-a-real-token');
      assert.equal(badToken.statusCode, 401);
    });

    it('answers 400 dictNotFound for an unknown dictionary', async () => {
      const res = await getDictItems('no_such_dict');
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().success, false);
      assert.equal(res.json().message, '字典不存在：no_such_dict');
      const en = await getDictItems('no_such_dict', { 'x-locale': 'en' });
      assert.equal(en.json().message, 'No such dictionary: no_such_dict');
    });

    it('answers a table dictionary sys_user,realname,username with the users of the tenant', async () => {
      const res = await getDictItems('sys_user,realname,username');
      assert.equal(res.statusCode, 200);
      const items: DictItem[] = res.json().result;
      const byValue = [...items].sort((a, b) => a.value.localeCompare(b.value));
      assert.deepEqual(byValue, [
        { value: 'admin', text: '管理员', title: '管理员', label: '管理员' },
        { value: 'lisi', text: '李四', title: '李四', label: '李四' },
        { value: 'wangwu', text: '王五', title: '王五', label: '王五' },
        { value: 'zhangsan', text: '张三', title: '张三', label: '张三' },
      ]);
    });

    it('accepts a table dictionary whose commas are percent-encoded on the wire', async () => {
      const res = await getDictItems(encodeURIComponent('sys_user,realname,username'));
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().result.length, 4);
    });

    it('leaves deleted users out of a table dictionary', async () => {
      await s.ctx.db.updateTable('users').set({ del_flag: true }).where('username', '=', 'wangwu').execute();
      await s.settled();
      try {
        const res = await getDictItems('sys_user,realname,username');
        assert.equal(res.statusCode, 200);
        assert.ok(!res.json().result.some((i: DictItem) => i.value === 'wangwu'));
      } finally {
        await s.ctx.db.updateTable('users').set({ del_flag: false }).where('username', '=', 'wangwu').execute();
        await s.settled();
      }
    });

    it('answers a table dictionary of users with only the users of the tenant chosen by x-tenant-id', async () => {
      const res = await getDictItems('sys_user,realname,username', { 'x-tenant-id': '2' });
      assert.equal(res.statusCode, 200);
      assert.deepEqual(res.json().result.map((i: DictItem) => i.value), ['admin']);
    });

    it('answers a table dictionary of roles with only the roles of the caller\'s tenant', async () => {
      await s.ctx.db.insertInto('roles').values({ tenant_id: 1, role_code: 'auditor_t1', role_name: '审计员' }).execute();
      await s.settled();
      try {
        const t1 = await getDictItems('sys_role,role_name,role_code');
        assert.equal(t1.statusCode, 200);
        assert.deepEqual(t1.json().result.map((i: DictItem) => i.value).sort(), ['admin', 'auditor_t1', 'staff']);
        const t2 = await getDictItems('sys_role,role_name,role_code', { 'x-tenant-id': '2' });
        assert.equal(t2.statusCode, 200);
        assert.deepEqual(t2.json().result.map((i: DictItem) => i.value).sort(), ['admin', 'staff']);
      } finally {
        await s.ctx.db.deleteFrom('roles').where('role_code', '=', 'auditor_t1').execute();
        await s.settled();
      }
    });

    it('refuses a table dictionary when the caller picks a tenant they do not belong to', async () => {
      const res = await getDictItems('sys_role,role_name,role_code', { 'x-tenant-id': '2' }, staff);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, '您不属于该租户');
    });

    it('refuses a table dictionary naming a table not on the allowlist with 400, leaving tables intact', async () => {
      for (const spec of ['pg_shadow,usename,passwd', 'users,realname,username', 'sessions,token_hash,user_id', 'pg_user,usename,usename']) {
        const res = await getDictItems(encodeURIComponent(spec));
        assert.equal(res.statusCode, 400, spec);
        assert.equal(res.json().success, false);
        const name = spec.split(',')[0];
        assert.equal(res.json().message, `不允许查询该表或字段：${name}`, spec);
      }
      const en = await getDictItems(encodeURIComponent('pg_shadow,usename,passwd'), { 'x-locale': 'en' });
      assert.equal(en.json().message, 'This table or field may not be queried: pg_shadow');
      assert.equal(await userCount(), 4);
    });

    it('refuses a schema-qualified table name (information_schema.tables) as not a valid name', async () => {
      const res = await getDictItems(encodeURIComponent('information_schema.tables,table_name,table_name'));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '非法的名称：information_schema.tables');
    });

    it('refuses a column that is not an identifier (SQL in the spec) with 400 and the users table is intact', async () => {
      const spec = 'sys_user,realname;drop table users,username';
      const res = await getDictItems(encodeURIComponent(spec));
      assert.equal(res.statusCode, 400);
      assert.equal(res.json().message, '非法的名称：realname;drop table users');
      const tc = await getDictItems(encodeURIComponent(spec), { 'x-locale': 'tc' });
      assert.equal(tc.json().message, '非法的名稱：realname;drop table users');
      const quoted = await getDictItems(encodeURIComponent('sys_user,realname,"username"'));
      assert.equal(quoted.statusCode, 400);
      assert.equal(await userCount(), 4);
      assert.equal((await getDictItems('sys_user,realname,username')).json().result.length, 4);
    });

    it('never exposes columns off the allowlist such as password_hash through a table dictionary', async () => {
      for (const spec of ['sys_user,password_hash,username', 'sys_user,realname,password_hash', 'sys_user,realname,username,password_hash']) {
        const res = await getDictItems(spec);
        assert.equal(res.statusCode, 400, spec);
        assert.equal(res.json().message, '不允许查询该表或字段：sys_user.password_hash', spec);
        assert.ok(!res.body.includes('scrypt$'));
      }
    });

    it('refuses a table dictionary with an empty part', async () => {
      assert.equal((await getDictItems('sys_user,,username')).statusCode, 400);
      assert.equal((await getDictItems('sys_user,realname,username,')).statusCode, 400);
      assert.equal((await getDictItems(',realname,username')).statusCode, 400);
    });
  });

  describe('GET /sys/dict/queryAllDictItems and /sys/dict/refleshCache', () => {
    it('answers every seeded dictionary in the request language', async () => {
      for (const locale of LOCALES) {
        const res = await get('/sys/dict/queryAllDictItems', { 'x-locale': locale });
        assert.equal(res.statusCode, 200);
        assert.equal(res.json().success, true);
        assert.deepEqual(res.json().result, seededDictionaries(locale), locale);
      }
    });

    it('answers queryAllDictItems to any signed-in user without a signature, and 401 to anonymous callers', async () => {
      const res = await get('/sys/dict/queryAllDictItems', {}, staff);
      assert.equal(res.statusCode, 200);
      assert.deepEqual(Object.keys(res.json().result).sort(), DICTIONARIES.map((d) => d.code).sort());
      const anonymous = await get('/sys/dict/queryAllDictItems', {}, null);
      assert.equal(anonymous.statusCode, 401);
      assert.equal(anonymous.json().success, false);
    });

    it('answers refleshCache with success and the localised message "刷新缓存完成！"', async () => {
      const res = await get('/sys/dict/refleshCache');
      assert.equal(res.statusCode, 200);
      assert.deepEqual({ ...res.json<object>(), timestamp: 0 }, { success: true, message: '刷新缓存完成！', code: 200, result: null, timestamp: 0 });
      assert.equal((await get('/sys/dict/refleshCache', { 'x-locale': 'en' })).json().message, 'Cache refreshed.');
      assert.equal((await get('/sys/dict/refleshCache', { 'x-locale': 'tc' })).json().message, '刷新緩存完成！');
      assert.equal((await get('/sys/dict/refleshCache', {}, null)).statusCode, 401);
    });

    it('keeps a changed dictionary item cached for 60 s, shows it after refleshCache, and reloads on its own after 60 s', async () => {
      const priorityId = (await s.ctx.db.selectFrom('dicts').select('id').where('dict_code', '=', 'priority').executeTakeFirstOrThrow()).id;
      const setUrgent = (text: string) => s.ctx.db.updateTable('dict_items').set({ item_text: text })
        .where('dict_id', '=', priorityId).where('item_value', '=', 'H').execute();
      const urgentText = async () => {
        const one = (await getDictItems('priority')).json().result.find((i: DictItem) => i.value === 'H')?.text;
        const all = (await get('/sys/dict/queryAllDictItems')).json().result.priority.find((i: DictItem) => i.value === 'H')?.text;
        assert.equal(one, all, 'getDictItems and queryAllDictItems agree');
        return one;
      };
      try {
        assert.equal((await get('/sys/dict/refleshCache')).statusCode, 200);
        assert.equal(await urgentText(), '紧急');

        await setUrgent('特急');
        assert.equal(await urgentText(), '紧急', 'the old text is still cached');
        s.clock.advance(30_000);
        assert.equal(await urgentText(), '紧急', 'still cached after 30 s');

        assert.equal((await get('/sys/dict/refleshCache')).json().success, true);
        assert.equal(await urgentText(), '特急', 'refleshCache shows the change at once');

        await setUrgent('十万火急');
        s.clock.advance(59_000);
        assert.equal(await urgentText(), '特急', 'cached for up to 60 s');
        s.clock.advance(2_000);
        assert.equal(await urgentText(), '十万火急', 'reloaded once 60 s have passed');
      } finally {
        await setUrgent('紧急');
        await get('/sys/dict/refleshCache');
      }
      assert.equal(await urgentText(), '紧急');
    });

    it('drops a disabled item and shows a new dictionary after refleshCache', async () => {
      const sexId = (await s.ctx.db.selectFrom('dicts').select('id').where('dict_code', '=', 'sex').executeTakeFirstOrThrow()).id;
      await s.ctx.db.updateTable('dict_items').set({ status: 0 }).where('dict_id', '=', sexId).where('item_value', '=', '2').execute();
      const { id: colourId } = await s.ctx.db.insertInto('dicts').values({ dict_code: 'colour_test', dict_name: '颜色' }).returning('id').executeTakeFirstOrThrow();
      await s.ctx.db.insertInto('dict_items').values({ dict_id: colourId, item_value: 'r', item_text: '红', item_text_en: 'Red', item_text_tc: '紅', sort_order: 1 }).execute();
      try {
        await get('/sys/dict/refleshCache');
        assert.deepEqual(texts((await getDictItems('sex')).json().result), ['男']);
        assert.deepEqual(texts((await getDictItems('colour_test', { 'x-locale': 'en' })).json().result), ['Red']);
        assert.deepEqual(texts((await get('/sys/dict/queryAllDictItems', { 'x-locale': 'tc' })).json().result.colour_test), ['紅']);
      } finally {
        await s.ctx.db.deleteFrom('dicts').where('id', '=', colourId).execute();
        await s.ctx.db.updateTable('dict_items').set({ status: 1 }).where('dict_id', '=', sexId).execute();
        await get('/sys/dict/refleshCache');
      }
      assert.deepEqual(texts((await getDictItems('sex')).json().result), ['男', '女']);
      assert.equal((await getDictItems('colour_test')).statusCode, 400);
    });

    it('answers an empty list for an existing dictionary whose items are all disabled', async () => {
      const ynId = (await s.ctx.db.selectFrom('dicts').select('id').where('dict_code', '=', 'yn').executeTakeFirstOrThrow()).id;
      await s.ctx.db.updateTable('dict_items').set({ status: 0 }).where('dict_id', '=', ynId).execute();
      try {
        await get('/sys/dict/refleshCache');
        const res = await getDictItems('yn');
        assert.equal(res.statusCode, 200);
        assert.deepEqual(res.json().result, []);
      } finally {
        await s.ctx.db.updateTable('dict_items').set({ status: 1 }).where('dict_id', '=', ynId).execute();
        await get('/sys/dict/refleshCache');
      }
    });
  });

  describe('GET /sys/duplicate/check', () => {
    const check = (query: Record<string, string>, headers: Headers = {}, token: string | null = admin) =>
      get(`/sys/duplicate/check?${new URLSearchParams(query)}`, headers, token);

    it('answers success true for a value nobody uses', async () => {
      const res = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_here' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, true);
      assert.equal(res.json().message, '该值可用！');
      assert.equal(res.json().result, null);
    });

    it('answers a taken value with HTTP 200, success false and "该值不可用，系统中已存在！"', async () => {
      const res = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan', _t: '1712345678901' });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().success, false);
      assert.equal(res.json().message, '该值不可用，系统中已存在！');
      assert.equal(res.json().result, null);
      const en = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan' }, { 'x-locale': 'en' });
      assert.equal(en.json().message, 'This value is taken; it already exists.');
      const tc = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan' }, { 'x-locale': 'tc' });
      assert.equal(tc.json().message, '該值不可用，系統中已存在！');
    });

    it('checks other allowlisted fields: e-mail, dictionary codes, permission codes', async () => {
      assert.equal((await check({ tableName: 'sys_user', fieldName: 'email', fieldVal: 'lisi@example.com' })).json().success, false);
      assert.equal((await check({ tableName: 'sys_user', fieldName: 'email', fieldVal: 'free@example.com' })).json().success, true);
      assert.equal((await check({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sex' })).json().success, false);
      assert.equal((await check({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'sexes' })).json().success, true);
      assert.equal((await check({ tableName: 'sys_permission', fieldName: 'perms', fieldVal: 'course:pdf' })).json().success, false);
    });

    it('treats the record itself (dataId) as not a duplicate, but another record still is', async () => {
      const own = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan', dataId: await userId('zhangsan') });
      assert.equal(own.statusCode, 200);
      assert.equal(own.json().success, true);
      const other = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan', dataId: await userId('lisi') });
      assert.equal(other.json().success, false);
      const bogus = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan', dataId: 'not-an-id' });
      assert.equal(bogus.statusCode, 200);
      assert.equal(bogus.json().success, false);
    });

    it('treats an empty or missing fieldVal as available', async () => {
      const empty = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' });
      assert.equal(empty.statusCode, 200);
      assert.equal(empty.json().success, true);
      const missing = await check({ tableName: 'sys_user', fieldName: 'username' });
      assert.equal(missing.json().success, true);
    });

    it('keeps the name of a user in the recycle bin taken, since restoring them brings it back', async () => {
      await s.ctx.db.updateTable('users').set({ del_flag: true }).where('username', '=', 'wangwu').execute();
      await s.settled();
      try {
        const res = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'wangwu' });
        assert.equal(res.json().success, false);
      } finally {
        await s.ctx.db.updateTable('users').set({ del_flag: false }).where('username', '=', 'wangwu').execute();
        await s.settled();
      }
    });

    it('treats usernames case-insensitively, as sign-in and the unique index on lower(username) do', async () => {
      const res = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'ZhangSan' });
      assert.equal(res.json().success, false);
    });

    it('refuses a table not on the allowlist (pg_user, users, sessions) with a localised 400', async () => {
      for (const tableName of ['pg_user', 'users', 'sessions', 'pg_shadow', '__proto__', 'constructor', 'toString']) {
        const res = await check({ tableName, fieldName: 'username', fieldVal: 'zhangsan' });
        assert.equal(res.statusCode, 400, tableName);
        assert.equal(res.json().success, false);
        assert.equal(res.json().message, `不允许查询该表或字段：${tableName}`);
      }
      const en = await check({ tableName: 'pg_user', fieldName: 'usename', fieldVal: 'postgres' }, { 'x-locale': 'en' });
      assert.equal(en.json().message, 'This table or field may not be queried: pg_user');
      const tc = await check({ tableName: 'pg_user', fieldName: 'usename', fieldVal: 'postgres' }, { 'x-locale': 'tc' });
      assert.equal(tc.json().message, '不允許查詢該表或字段：pg_user');
    });

    it('refuses a table name that is not an identifier (sys_user; drop table users) with 400, tables intact', async () => {
      for (const tableName of ['sys_user; drop table users', 'public.users', 'sys_user--', '"sys_user"', '1sys_user']) {
        const res = await check({ tableName, fieldName: 'username', fieldVal: 'zhangsan' });
        assert.equal(res.statusCode, 400, tableName);
        assert.equal(res.json().message, `非法的名称：${tableName}`);
      }
      const en = await check({ tableName: 'sys_user; drop table users', fieldName: 'username', fieldVal: 'x' }, { 'x-locale': 'en' });
      assert.equal(en.json().message, 'Not a valid name: sys_user; drop table users');
      assert.equal(await userCount(), 4);
    });

    it('refuses a field not on the allowlist, password_hash above all, with 400', async () => {
      for (const fieldName of ['password_hash', 'del_flag', 'tenant_id', '__proto__']) {
        const res = await check({ tableName: 'sys_user', fieldName, fieldVal: 'x' });
        assert.equal(res.statusCode, 400, fieldName);
        assert.equal(res.json().message, `不允许查询该表或字段：sys_user.${fieldName}`);
      }
      // A column of another allowlisted table is not a column of this one.
      const crossed = await check({ tableName: 'sys_user', fieldName: 'role_code', fieldVal: 'admin' });
      assert.equal(crossed.statusCode, 400);
    });

    it('refuses a field that is not an identifier with 400', async () => {
      for (const fieldName of ['username or 1=1', 'username;drop table users', 'lower(username)', '"username"']) {
        const res = await check({ tableName: 'sys_user', fieldName, fieldVal: 'x' });
        assert.equal(res.statusCode, 400, fieldName);
        assert.equal(res.json().message, `非法的名称：${fieldName}`);
      }
      assert.equal(await userCount(), 4);
    });

    it('treats SQL in fieldVal or dataId as a plain value: available, and the tables intact', async () => {
      for (const fieldVal of ["' or '1'='1", "zhangsan' --", "x'; drop table users; --", '%', 'zhang%']) {
        const res = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal });
        assert.equal(res.statusCode, 200, fieldVal);
        assert.equal(res.json().success, true, fieldVal);
      }
      const viaDataId = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan', dataId: "' or '1'='1" });
      assert.equal(viaDataId.json().success, false);
      assert.equal(await userCount(), 4);
      assert.equal((await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan' })).json().success, false);
    });

    it('checks role codes within the caller\'s tenant only', async () => {
      await s.ctx.db.insertInto('roles').values([
        { tenant_id: 1, role_code: 'only_in_t1', role_name: '租户一角色' },
        { tenant_id: 2, role_code: 'only_in_t2', role_name: '租户二角色' },
      ]).execute();
      try {
        const role = (fieldVal: string, headers: Headers = {}, token = admin) =>
          check({ tableName: 'sys_role', fieldName: 'role_code', fieldVal }, headers, token).then((r) => r.json().success);
        // Tenant 1 (the session's default).
        assert.equal(await role('only_in_t1'), false);
        assert.equal(await role('only_in_t2'), true);
        assert.equal(await role('only_in_t2', {}, staff), true);
        // Tenant 2, selected by the admin who is a member of it.
        assert.equal(await role('only_in_t1', { 'x-tenant-id': '2' }), true);
        assert.equal(await role('only_in_t2', { 'x-tenant-id': '2' }), false);
        // Both tenants seed admin and staff roles.
        assert.equal(await role('admin', { 'x-tenant-id': '2' }), false);
        assert.equal(await role('admin'), false);
      } finally {
        await s.ctx.db.deleteFrom('roles').where('role_code', 'in', ['only_in_t1', 'only_in_t2']).execute();
        await s.settled();
      }
    });

    it('checks department codes within the caller\'s tenant only', async () => {
      const depart = (headers: Headers) =>
        check({ tableName: 'sys_depart', fieldName: 'org_code', fieldVal: 'A01A01' }, headers).then((r) => r.json().success);
      assert.equal(await depart({}), false);
      assert.equal(await depart({ 'x-tenant-id': '2' }), true);
    });

    it('refuses a tenant the caller is not a member of with 403', async () => {
      const res = await check({ tableName: 'sys_role', fieldName: 'role_code', fieldVal: 'only_in_t2' }, { 'x-tenant-id': '2' }, staff);
      assert.equal(res.statusCode, 403);
      assert.equal(res.json().message, '您不属于该租户');
    });

    it('refuses a query without tableName or fieldName with 400', async () => {
      const noTable = await check({ fieldName: 'username', fieldVal: 'x' });
      assert.equal(noTable.statusCode, 400);
      assert.equal(noTable.json().message, '请求参数错误：tableName 不能为空');
      const noField = await check({ tableName: 'sys_user', fieldVal: 'x' }, { 'x-locale': 'en' });
      assert.equal(noField.statusCode, 400);
      assert.equal(noField.json().message, 'Invalid request: fieldName is required');
    });

    it('answers 401 to an anonymous caller', async () => {
      const res = await check({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'zhangsan' }, {}, null);
      assert.equal(res.statusCode, 401);
      assert.equal(res.json().success, false);
      assert.equal(res.json().message, '未登录或登录已失效，请重新登录');
      const en = await check({ tableName: 'pg_user', fieldName: 'x' }, { 'x-locale': 'en' }, null);
      assert.equal(en.statusCode, 401);
      assert.equal(en.json().message, 'Not signed in, or the sign-in has expired; please sign in again');
    });
  });
});
