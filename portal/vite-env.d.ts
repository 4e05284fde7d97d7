/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives (default `/api`). */
  readonly VITE_DKP_API_BASE?: string;
  /** Shared secret for `X-Sign`; must equal the server's `DKP_SIGN_SECRET`. */
  readonly VITE_DKP_SIGN_SECRET?: string;
  /** The site's record number shown in the footer. */
  readonly VITE_DKP_RECORD_NUMBER?: string;
  /** Link of the public account, shown as a QR code in the footer. */
  readonly VITE_DKP_PUBLIC_ACCOUNT_URL?: string;
  /** Link of the service account, shown as a QR code in the footer. */
  readonly VITE_DKP_SERVICE_ACCOUNT_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
