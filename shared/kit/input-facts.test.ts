import assert from 'node:assert/strict';
import { test } from 'node:test';
import { announcementResource } from '../resources/announcement.ts';
import { articleResource } from '../resources/article.ts';
import { positionResource } from '../resources/position.ts';
import { tenantResource } from '../resources/tenant.ts';
import { userResource } from '../resources/user.ts';
import { inputFacts } from './input-facts.ts';

test('a string field: its label, required from minLength, lengths and a pattern beyond "not blank"', () => {
  const code = inputFacts(positionResource, 'code');
  assert.deepEqual(code.label, positionResource.fields.code!.label);
  assert.deepEqual([code.required, code.minLength, code.maxLength, code.pattern, code.unique], [true, 1, 64, '^[A-Za-z0-9_-]+$', true]);
  assert.equal(inputFacts(positionResource, 'name').pattern, undefined, '\\S is what required says');
  const rank = inputFacts(positionResource, 'postRank');
  assert.deepEqual([rank.required, rank.dictCode, rank.initial], [false, 'position_rank', ''], 'a default makes a field optional');
});

test('input-only keys: labels from inputFields; a pattern refusing empty asks for a value; a number with its range', () => {
  const phone = inputFacts(tenantResource, 'phone');
  assert.deepEqual([phone.label?.cn, phone.required], ['手机号', true]);
  const tenantNumber = inputFacts(tenantResource, 'tenantNumber');
  assert.deepEqual([tenantNumber.label?.en, tenantNumber.numeric, tenantNumber.minimum, tenantNumber.maximum, tenantNumber.required], ['Tenant number', 'integer', 2, 999_999, true]);
  assert.deepEqual([inputFacts(tenantResource, 'password').secret, inputFacts(tenantResource, 'confirmPassword').required], [true, false]);
  const status = inputFacts(tenantResource, 'status');
  assert.deepEqual([status.values, status.required, status.initial], [['1', '0'], false, undefined], 'edit\'s state: optional, its numeric default the server\'s');
});

test('enums: their values, the definition\'s texts, optional with a default (the new record\'s value) or nullable', () => {
  const priority = inputFacts(announcementResource, 'priority');
  assert.deepEqual([priority.values, priority.required, priority.initial, priority.options?.H?.cn], [['L', 'M', 'H'], false, 'L', '紧急']);
  const openType = inputFacts(announcementResource, 'openType');
  assert.deepEqual([openType.values, openType.required, openType.initial], [['url', 'component'], false, undefined]);
  const users = inputFacts(announcementResource, 'userIds');
  assert.deepEqual([users.multiple, users.required, users.label?.tc], [true, false, '指定用戶']);
  assert.deepEqual(inputFacts(announcementResource, 'nothing'), { label: undefined, required: false, options: undefined, dictCode: undefined, secret: undefined, unique: false, kind: undefined, patternMessage: undefined, help: undefined, placeholder: undefined, format: undefined, folderSpace: undefined });
});

test('a list or its comma-joined text (a user\'s departIds) is a list; help and placeholder come from the field or input field', () => {
  const departIds = inputFacts(userResource, 'departIds');
  assert.equal(departIds.multiple, true);
  assert.equal(departIds.maxLength, undefined);
  assert.deepEqual(inputFacts(announcementResource, 'sender').help, announcementResource.fields.sender!.help);
  assert.deepEqual(inputFacts(announcementResource, 'userIds').placeholder, announcementResource.inputFields!.userIds!.placeholder);
});

test('an input field\'s format says how forms edit it: the article body is rich text, a plain field has none', () => {
  assert.equal(inputFacts(articleResource, 'body').format, 'richText');
  assert.equal(inputFacts(articleResource, 'summary').format, undefined);
});

test('a record field\'s format says so too: an article\'s folder is one of the knowledge tree, optional', () => {
  const folder = inputFacts(articleResource, 'folderId');
  assert.deepEqual([folder.format, folder.folderSpace, folder.required], ['folder', 'knowledge', false]);
});
