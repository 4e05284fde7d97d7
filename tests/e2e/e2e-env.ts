/** What the global setup gives the server and the tests. */
export const E2E = {
  adminPassword: 'Admin#2026pass',
  demoPassword: process.env.DKP_DEMO_PASSWORD || 'Staff#2026pass',
  /** `X-Sign` secret given to the server; the portal build's default is the same. */
  signSecret: 'dkp-dev-sign-secret',
  /** The variable through which the global setup hands the server's URL to the tests. */
  baseUrlVariable: 'DKP_E2E_BASE_URL',
} as const;
