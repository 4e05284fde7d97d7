import type { ChatIdentity, EnterpriseChatProvider, ProviderCredentials } from './provider.ts';

/** DingTalk's public hosts; tests point both at a local server that speaks the same contract. */
export interface DingTalkEndpoints {
  /** Authorisation pages, `https://login.dingtalk.com`. */
  loginBase: string;
  /** Open API, `https://api.dingtalk.com`. */
  apiBase: string;
}

export const DINGTALK_ENDPOINTS: DingTalkEndpoints = { loginBase: 'https://login.dingtalk.com', apiBase: 'https://api.dingtalk.com' };

const TIMEOUT_MS = 9_000;

async function json(res: Response, what: string): Promise<Record<string, unknown>> {
  const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
  if (!res.ok || !body) throw new Error(`DingTalk ${what} answered HTTP ${res.status}${body?.message ? `: ${String(body.message)}` : ''}`);
  return body;
}

/**
 * DingTalk's documented OAuth 2.0 login for third-party web sites: the user consents at
 * `/oauth2/auth`, the code is exchanged at `POST /v1.0/oauth2/userAccessToken`, and
 * `GET /v1.0/contact/users/me` (header `x-acs-dingtalk-access-token`) names the user.
 */
export function createDingTalkProvider(
  credentials: ProviderCredentials,
  endpoints: DingTalkEndpoints = DINGTALK_ENDPOINTS,
  fetchImpl: typeof fetch = fetch,
): EnterpriseChatProvider {
  return {
    authorizeUrl(state) {
      const url = new URL('/oauth2/auth', endpoints.loginBase);
      url.search = new URLSearchParams({
        redirect_uri: credentials.redirectUri, response_type: 'code', client_id: credentials.appKey,
        scope: 'openid', state, prompt: 'consent',
      }).toString();
      return url.toString();
    },

    async identify(code): Promise<ChatIdentity> {
      const token = await json(await fetchImpl(new URL('/v1.0/oauth2/userAccessToken', endpoints.apiBase), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ clientId: credentials.appKey, clientSecret: credentials.appSecret, code, grantType: 'authorization_code' }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }), 'token exchange');
      if (typeof token.accessToken !== 'string') throw new Error('DingTalk token exchange answered no accessToken');
      const me = await json(await fetchImpl(new URL('/v1.0/contact/users/me', endpoints.apiBase), {
        headers: { 'x-acs-dingtalk-access-token': token.accessToken },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }), 'user lookup');
      return { unionId: String(me.unionId ?? ''), nick: String(me.nick ?? ''), mobile: String(me.mobile ?? '') };
    },
  };
}
