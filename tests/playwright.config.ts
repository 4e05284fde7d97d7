import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests (architecture §7): Debian's Chromium against a real server started by
 * the global setup on a fresh data directory. Never a downloaded browser.
 */
export default defineConfig({
  testDir: './e2e',
  // Specs `npm test` runs on PostgreSQL instead, when it has one (scripts/test.mjs POSTGRES_SPECS).
  testIgnore: (process.env.DKP_E2E_IGNORE ?? '').split(',').filter(Boolean).map((spec) => `**/${spec.split('/').pop()}`),
  // A second run beside this one (scripts/test.mjs runs the PostgreSQL specs in the other lane)
  // needs a folder of its own: Playwright empties its output folder when it starts.
  outputDir: process.env.DKP_E2E_OUTPUT_DIR ?? './results',
  globalSetup: './e2e/global-setup.ts',
  // Each worker has its own server and database (fixtures.ts); within a worker the spec files
  // run one at a time, so sign-in back-off and sessions stay predictable. One by default: two
  // made the fresh-clone CI's e2e slower on 2 cores (1424 s against about 1200 s expected for
  // one), each browser spending about a fifth of a core in its browser and GPU processes
  // even when idle (docs/decisions.md "Test start-up"). The specs must pass in any order and
  // with two workers: `--shuffle=<seed>` (Playwright's own) orders the files by a seed, and
  // DKP_E2E_WORKERS=2 gives two (docs/decisions.md "End-to-end: signed in once per role").
  workers: Number(process.env.DKP_E2E_WORKERS ?? 1),
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // The longest journeys take about 25 s alone on a quiet machine; `npm test` runs the server
  // tests beside them (scripts/test.mjs lanes), which makes them about 1.4 times slower, and
  // the CI machine is slower still. 90 s leaves room without hiding a hang for long.
  timeout: 90_000,
  // A page waiting on the server under the CI's load once took over 10 s (the lanes, above).
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    screenshot: 'only-on-failure',
    // Recording a trace for every test made the suite about a quarter slower (113 s against
    // 91 s for three specs, measured twice each, interleaved; docs/decisions.md "Test lanes"),
    // and CI keeps no files, only the log with the error, its call log and the page's
    // accessibility snapshot. Locally a failing test keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Shoelace then skips its show and hide animations (duration 0): 115 s against 131 s for
    // five dialog-heavy specs, two runs each, interleaved (docs/decisions.md "Test lanes").
    // The fade races are the component tests' (use-dialog-generation), and header-account runs
    // with motion. DKP_E2E_MOTION=on gives the whole suite motion.
    reducedMotion: process.env.DKP_E2E_MOTION === 'on' ? 'no-preference' : 'reduce',
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
