import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { codeCharsRule, httpUrlRule, maxLengthRule, minLengthRule, noChineseRule, requiredChoiceRule, requiredFieldRule } from './admin-rules.ts';

describe('administration field rules (widgets-admin §5)', () => {
  it('min and max length say 最小长度N位字符 / 最大长度N位字符, counting characters, and skip empty values', () => {
    assert.equal(minLengthRule(2)('a'), '最小长度2位字符');
    assert.equal(minLengthRule(2)('经理'), null);
    assert.equal(maxLengthRule(3)('经理助理'), '最大长度3位字符');
    assert.equal(maxLengthRule(3)('😀😀😀'), null, 'an emoji is one character');
    assert.equal(minLengthRule(2)(''), null);
  });

  it('refuses Chinese in identifiers, and URLs that do not start with http(s)', () => {
    assert.equal(noChineseRule('role_经理'), '不能输入中文');
    assert.equal(noChineseRule('role_admin'), null);
    assert.equal(httpUrlRule('ftp://x.example'), '请输入以 http:// 或 https:// 开头的网址');
    assert.equal(httpUrlRule('https://'), '请输入以 http:// 或 https:// 开头的网址');
    assert.equal(httpUrlRule('https://x.example/a?b=1'), null);
    assert.equal(httpUrlRule(''), null);
  });

  it('codes take letters, digits, _ and - only; required says what is missing', () => {
    assert.equal(codeCharsRule('PM-01_a'), null);
    assert.equal(codeCharsRule('PM 01'), '只允许字母、数字、下划线和短横线');
    assert.equal(requiredFieldRule('职务编码')(' '), '请输入职务编码');
    assert.equal(requiredChoiceRule('职级')(''), '请选择职级');
  });
});
