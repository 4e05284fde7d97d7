/** Who the enterprise-chat app says signed in; `mobile` links them to a portal user. */
export interface ChatIdentity {
  unionId: string;
  nick: string;
  mobile: string;
}

/**
 * An enterprise-chat app whose OAuth login the scan tab can show instead of the built-in
 * QR code: the URL the phone opens, and the exchange of the code it brings back.
 */
export interface EnterpriseChatProvider {
  /** The authorisation page; `state` comes back unchanged with the code. */
  authorizeUrl(state: string): string;
  /** Exchanges an authorisation code for the identity of the user who consented. */
  identify(code: string): Promise<ChatIdentity>;
}

/** The app's credentials as an administrator configured them. */
export interface ProviderCredentials {
  appKey: string;
  appSecret: string;
  redirectUri: string;
}
