import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A DingTalk user the mock knows, by the authorisation code that names them. */
export interface MockDingTalkUser {
  code: string;
  unionId: string;
  nick: string;
  mobile: string;
}

/**
 * A local HTTP server speaking DingTalk's documented OAuth contract (token exchange and
 * `contact/users/me`), for tests that must not reach the network. Codes are single-use.
 */
export async function startDingTalkMock(app: { appKey: string; appSecret: string }, users: MockDingTalkUser[]) {
  const tokens = new Map<string, MockDingTalkUser>();
  const used = new Set<string>();
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    calls.push(`${req.method} ${req.url}`);
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1.0/oauth2/userAccessToken') {
        const body = JSON.parse(raw || '{}') as Record<string, string>;
        if (body.clientId !== app.appKey || body.clientSecret !== app.appSecret) return send(400, { code: 'invalidClient', message: 'invalid client' });
        const user = users.find((u) => u.code === body.code);
        if (body.grantType !== 'authorization_code' || !user || used.has(body.code!)) return send(400, { code: 'invalidAuthCode', message: 'invalid code' });
        used.add(body.code!);
        const accessToken = `at-${user.unionId}-${tokens.size}`;
        tokens.set(accessToken, user);
        return send(200, { accessToken, refreshToken: `rt-${accessToken}`, expireIn: 7200, corpId: 'ding-corp' });
      }
      if (req.method === 'GET' && req.url === '/v1.0/contact/users/me') {
        const user = tokens.get(String(req.headers['x-acs-dingtalk-access-token'] ?? ''));
        if (!user) return send(401, { code: 'InvalidAuthentication', message: 'invalid token' });
        return send(200, { nick: user.nick, unionId: user.unionId, openId: `open-${user.unionId}`, mobile: user.mobile, stateCode: '86' });
      }
      send(404, { code: 'notFound', message: 'no such API' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
