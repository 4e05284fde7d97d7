import { it } from 'node:test';
import { startTestServer } from '../../test-support/test-server.ts';
it('probe', async () => {
  const s = await startTestServer();
  const token = await s.login('admin');
  const get = (url: string) => () => s.app.inject({ url: `/api/${url}`, headers: { 'x-access-token': token } });
  for (const u of ['sys/user/getUserIp', 'sys/user/getUserIp', 'sys/permission/getUserPermissionByToken', 'sys/position/list', 'sys/position/list']) {
    console.log(u, JSON.stringify(await s.statementsOf(get(u)), null, 1));
  }
  const t2 = await s.login('admin');
  console.log('login2 list', JSON.stringify(await s.statementsOf(() => s.app.inject({ url: '/api/sys/position/list', headers: { 'x-access-token': t2 } })), null, 1));
  await s.close();
});
