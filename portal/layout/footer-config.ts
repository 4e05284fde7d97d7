/** What the global footer shows that belongs to the deployment, not the code (portal-shell §2.4). */
export interface FooterConfig {
  /** The site's public record number; not shown when empty. */
  recordNumber: string;
  /** Link of the public account, drawn as a QR code; not shown when empty. */
  publicAccountUrl: string;
  /** Link of the service account, drawn as a QR code; not shown when empty. */
  serviceAccountUrl: string;
}

/** The footer settings of this build, from `VITE_DKP_RECORD_NUMBER`, `VITE_DKP_PUBLIC_ACCOUNT_URL`, `VITE_DKP_SERVICE_ACCOUNT_URL`. */
export const FOOTER_CONFIG: FooterConfig = {
  recordNumber: import.meta.env.VITE_DKP_RECORD_NUMBER?.trim() ?? '',
  publicAccountUrl: import.meta.env.VITE_DKP_PUBLIC_ACCOUNT_URL?.trim() ?? '',
  serviceAccountUrl: import.meta.env.VITE_DKP_SERVICE_ACCOUNT_URL?.trim() ?? '',
};
