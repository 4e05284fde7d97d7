import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { menuResource } from '../../../shared/resources/menu.ts';
import { startTestServer } from '../../test-support/test-server.ts';
import { menuInput } from '../../test-support/menu-test-kit.ts';

/** Runs `work` with console.error recorded (the server logs a listener's failure there). */
async function errorsDuring(work: () => Promise<void>): Promise<string[]> {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
  try {
    await work();
    // A reaction the close did not wait for would fail after it: give it the time to.
    await new Promise((resolve) => setTimeout(resolve, 200));
  } finally {
    console.error = original;
  }
  return logged;
}

describe('closing the server while it reacts to a write', () => {
  it('a menu change told just before the close is pushed or dropped, never run against a closed database', async () => {
    const logged = await errorsDuring(async () => {
      const s = await startTestServer();
      const admin = await s.login('admin');
      const res = await s.app.inject({
        method: 'POST', url: '/api/sys/permission/add', headers: { 'x-access-token': admin },
        payload: menuInput({ name: 'Closing', url: '/closing' }) as object,
      });
      assert.equal(res.statusCode, 200, res.body);
      // As the kit's routes tell it after a write (the push looks the tenants up), then close at once.
      s.ctx.events.emit('resource.changed', { resource: menuResource.name, tenantId: 1 });
      await s.close();
    });
    assert.deepEqual(logged.filter((line) => line.includes('a listener of')), []);
  });
});
