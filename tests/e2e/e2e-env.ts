/** What the global setup gives the server and the tests. */
export const E2E = {
  adminPassword: 'Admin#2026pass',
  demoPassword: process.env.DKP_DEMO_PASSWORD || 'Staff#2026pass',
  /** `X-Sign` secret given to the server; the portal build's default is the same. */
  signSecret: 'dkp-dev-sign-secret',
  /** The deployment's footer settings given to the shared server (portal-shell §2.4). */
  footer: {
    DKP_RECORD_NUMBER: '沪ICP备2022000001号-1',
    DKP_PUBLIC_ACCOUNT_URL: 'https://example.com/dkp/public-account',
    DKP_SERVICE_ACCOUNT_URL: 'https://example.com/dkp/service-account',
  },
  /** The variable through which the worker fixture (fixtures.ts) hands its server's URL to the tests. */
  baseUrlVariable: 'DKP_E2E_BASE_URL',
} as const;
