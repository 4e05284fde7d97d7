/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives (default `/api`). */
  readonly VITE_DKP_API_BASE?: string;
  /** Shared secret for `X-Sign`; must equal the server's `DKP_SIGN_SECRET`. */
  readonly VITE_DKP_SIGN_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
