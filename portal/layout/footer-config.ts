import type { Personalize } from '../../shared/schemas/user.ts';

/** What the global footer shows that belongs to the deployment, not the code (portal-shell §2.4). */
export interface FooterConfig {
  /** The site's public record number; not shown when empty. */
  recordNumber: string;
  /** Link of the public account, drawn as a QR code; not shown when empty. */
  publicAccountUrl: string;
  /** Link of the service account, drawn as a QR code; not shown when empty. */
  serviceAccountUrl: string;
}

/**
 * The footer settings the server gives with the personalisation (from `DKP_RECORD_NUMBER`,
 * `DKP_PUBLIC_ACCOUNT_URL`, `DKP_SERVICE_ACCOUNT_URL`); nothing until it has answered.
 */
export function footerConfig(personalize: Personalize | null): FooterConfig {
  return {
    recordNumber: personalize?.recordNumber ?? '',
    publicAccountUrl: personalize?.publicAccountUrl ?? '',
    serviceAccountUrl: personalize?.serviceAccountUrl ?? '',
  };
}
