import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIELD_RULES } from '../schemas/field-rules.ts';
import { numberRangeRule, passwordPolicyRule, patternRule } from './schema-rules.ts';

test('a schema pattern speaks the message named for it, else "{label}格式不正确"; empty values are left to required', () => {
  assert.equal(patternRule('^[A-Za-z0-9_-]+$', () => '职务编码')('P M'), '只允许字母、数字、下划线和短横线');
  assert.equal(patternRule('^[A-Za-z0-9_-]+$', () => '职务编码')(' PM '), null, 'checked as sent: trimmed');
  assert.equal(patternRule(FIELD_RULES.mobile.source, () => '手机号')('123'), '请输入正确手机号');
  assert.equal(patternRule('^[a-z]+$', () => '代号')('A'), '代号格式不正确');
  assert.equal(patternRule('^[a-z]+$', () => '代号')('  '), null);
});

test('a number within the schema\'s bounds, a whole one for an integer', () => {
  const tenantNumber = numberRangeRule(() => '租户编号', true, 2, 999_999);
  assert.deepEqual(['1', '2.5', 'x', '2', '999999', ''].map(tenantNumber),
    ['租户编号为 2 到 999999 的整数', '租户编号为 2 到 999999 的整数', '租户编号为 2 到 999999 的整数', null, null, null]);
  assert.equal(numberRangeRule(() => '排序', true)('1.5'), '排序须为整数');
  assert.equal(passwordPolicyRule('short'), '密码至少8位，且须包含数字、大写字母、小写字母和特殊符号');
  assert.equal(passwordPolicyRule(''), null);
});
