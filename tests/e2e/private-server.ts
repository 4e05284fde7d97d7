import { test } from '@playwright/test';
import { startDkpServer, type DkpServer } from './server-process.ts';

/**
 * A server of the calling spec's own, started before its tests and stopped after them, for
 * tests that change seeded data (passwords, read notices, ended sessions) the shared server
 * must keep for other specs. Call it at the top of a file or inside a `test.describe`; read
 * `baseUrl` inside the tests, once the server has started. It copies the run's template like
 * the worker's server (about 1 s against 4 s for a fresh seed), unless given a setting the
 * seed reads (server-process.ts SEED_SETTINGS).
 */
export function privateServer(options?: Parameters<typeof startDkpServer>[0]): Pick<DkpServer, 'baseUrl'> {
  let server: DkpServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startDkpServer(options);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    get baseUrl() {
      if (!server) throw new Error('the private server is not started yet: read baseUrl inside a test');
      return server.baseUrl;
    },
  };
}
