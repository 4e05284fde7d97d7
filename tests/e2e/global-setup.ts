import { buildServer } from '../../scripts/build-server.ts';
import { E2E } from './e2e-env.ts';
import { ensurePortalBuild, makeTemplateDataDir } from './server-process.ts';

/**
 * Builds what the servers run, once for the whole run: the portal and elements when missing,
 * and the server (about a second), so the specs run the server that `npm start` runs, as the
 * code is now. Then makes the seeded database every server of the run starts from. Each
 * worker starts its own server (fixtures.ts); the returned function removes the template.
 * `npm test` builds first and says so (DKP_E2E_SERVER_BUILT): its two end-to-end runs overlap,
 * and compiling again would rewrite the file the other run's servers start from.
 */
export default async function globalSetup(): Promise<() => void> {
  ensurePortalBuild();
  if (process.env.DKP_E2E_SERVER_BUILT !== '1') await buildServer();
  return makeTemplateDataDir(E2E.footer);
}
