import { buildServer } from '../../scripts/build-server.ts';
import { E2E } from './e2e-env.ts';
import { ensurePortalBuild, makeTemplateDataDir } from './server-process.ts';

/**
 * Builds what the servers run, once for the whole run: the portal and elements when missing,
 * and the server (about a second), so the specs run the server that `npm start` runs, as the
 * code is now. Then makes the seeded database every server of the run starts from. Each
 * worker starts its own server (fixtures.ts); the returned function removes the template.
 */
export default async function globalSetup(): Promise<() => void> {
  ensurePortalBuild();
  await buildServer();
  return makeTemplateDataDir(E2E.footer);
}
