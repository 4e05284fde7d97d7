import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { confirmPasswordRule, emailRule, mobileRule, newPasswordRule, usernameRule, validateFields } from './rules.ts';

describe('field rules (portal-shell §5)', () => {
  it('checks mobiles: required, 11 digits starting 13/14/15/17/18', () => {
    assert.equal(mobileRule(''), '请输入手机号');
    assert.equal(mobileRule('13800138000'), null);
    for (const bad of ['12800138000', '1380013800', '16800138000', 'abcdefghijk']) assert.equal(mobileRule(bad), '请输入正确手机号', bad);
  });

  it('checks usernames: required, letters/digits/underscore, 4 to 18', () => {
    assert.equal(usernameRule(''), '请输入用户名');
    assert.equal(usernameRule('张三'), '只允许字母、数字、下划线');
    assert.equal(usernameRule('abc'), '用户名长度为4到18个字符');
    assert.equal(usernameRule('a'.repeat(19)), '用户名长度为4到18个字符');
    assert.equal(usernameRule('user_01'), null);
  });

  it('checks e-mail only when given, passwords by the policy, confirmation by equality', () => {
    assert.equal(emailRule(''), null);
    assert.equal(emailRule('a@b'), '邮箱格式不正确');
    assert.equal(newPasswordRule('abcdefgh'), '密码至少8位，且须包含数字、大写字母、小写字母和特殊符号');
    assert.equal(newPasswordRule('Abcdef1#'), null);
    assert.equal(confirmPasswordRule('Abcdef1#')('Abcdef1$'), '两次输入的密码不一样！');
    assert.deepEqual(validateFields({ username: 'ab', email: 'x@y.z' }, { username: usernameRule, email: emailRule }), { username: '用户名长度为4到18个字符' });
  });
});
