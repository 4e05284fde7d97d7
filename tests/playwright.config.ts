import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests (architecture §7): Debian's Chromium against a real server started by
 * the global setup on a fresh data directory. Never a downloaded browser.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './results',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own server and database (fixtures.ts); within a worker the spec files
  // run one at a time, so sign-in back-off and sessions stay predictable. Two workers keep
  // both cores busy while the other waits on the browser or the network.
  workers: Number(process.env.DKP_E2E_WORKERS ?? 2),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two workers share two cores with their servers and browsers: a long journey that took 25 s
  // alone takes over 30 s beside another; 60 s leaves room without hiding a hang for long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
