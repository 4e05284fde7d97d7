import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generatePassword, hashPassword, meetsPasswordPolicy, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('generates initial passwords that meet the policy and differ each time', () => {
    const generated = Array.from({ length: 50 }, generatePassword);
    assert.ok(generated.every(meetsPasswordPolicy));
    assert.equal(new Set(generated).size, generated.length);
    assert.ok(generated.every((p) => p.length === 20));
  });

  it('applies the policy of portal-shell §5: 8+ characters with digit, upper, lower and symbol', () => {
    assert.ok(meetsPasswordPolicy('Abcdef1#'));
    for (const weak of ['Abcdef1', 'abcdefg1#', 'ABCDEFG1#', 'Abcdefgh#', 'Abcdefgh1']) assert.ok(!meetsPasswordPolicy(weak), weak);
  });

  it('verifies a scrypt hash and refuses other passwords and malformed hashes', async () => {
    const hash = await hashPassword('Right#Pass1', 12);
    assert.match(hash, /^scrypt\$12\$8\$1\$/);
    assert.equal(await verifyPassword('Right#Pass1', hash), true);
    assert.equal(await verifyPassword('Wrong#Pass1', hash), false);
    assert.equal(await verifyPassword('Right#Pass1', 'md5$abc'), false);
    assert.notEqual(await hashPassword('Right#Pass1', 12), hash, 'a new salt each time');
  });
});
