import { buildServer } from '../../scripts/build-server.ts';
import { E2E } from './e2e-env.ts';
import { ensurePortalBuild, startDkpServer } from './server-process.ts';

/** Starts the server all specs share, on a fresh data directory; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensurePortalBuild();
  // About a second: the specs then run the server that `npm start` runs, as the code is now.
  await buildServer();
  const server = await startDkpServer({ env: E2E.footer });
  process.env[E2E.baseUrlVariable] = server.baseUrl;
  return server.stop;
}
