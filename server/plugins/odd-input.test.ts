import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { formatSignTimestamp, signRequest } from '../../shared/api/sign.ts';
import { startTestServer, type TestServer } from '../test-support/test-server.ts';

/**
 * The contract of the whole API against odd input (found by fuzzing the OpenAPI schemas):
 * every route, from the app's own OpenAPI document, gets NUL bytes, lone UTF-16 surrogates,
 * numbers that overflow, a tenant id beyond any integer, malformed percent-encoding and an
 * empty JSON body, as anonymous, staff and admin. None may be a 5xx, and every 4xx is the
 * envelope with a message in the asked language.
 */

interface JsonSchema { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] }
interface Operation { parameters?: { in: string; name: string; schema?: JsonSchema }[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
interface Route { method: string; path: string; op: Operation }

/** How one odd input is written in a path segment or query value, and in a JSON body. */
interface Oddity { name: string; text: string; query: string; json: string; number?: { query: string; json: string }; headers?: Record<string, string> }

const ODDITIES: Oddity[] = [
  { name: 'NUL byte', text: 'a\u0000b', query: 'a%00b', json: '"a\\u0000b"' },
  { name: 'lone surrogate', text: 'a\ud800b', query: 'a%ED%A0%80b', json: '"a\\ud800b"' },
  { name: 'overflowing numbers', text: 'x', query: 'x', json: '"x"', number: { query: '1e309', json: '1e309' } },
  { name: 'huge numbers', text: 'x', query: 'x', json: '"x"', number: { query: '1e23', json: '1e23' } },
  { name: 'tenant id beyond integers', text: 'x', query: 'x', json: '"x"', headers: { 'x-tenant-id': '999999999999999999999' } },
  { name: 'malformed percent-encoding', text: 'x', query: '%ZZ', json: '"x"' },
];

const typeOf = (schema: JsonSchema | undefined): string => {
  const type = schema?.type ?? schema?.anyOf?.find((s) => s.type !== 'null')?.type;
  return Array.isArray(type) ? type.find((t) => t !== 'null') ?? 'string' : type ?? 'string';
};

/** A JSON body for `schema` with the odd value in every string (or number) it has. */
function jsonFor(schema: JsonSchema | undefined, odd: Oddity): string {
  const type = typeOf(schema);
  if (type === 'object') {
    const entries = Object.entries(schema?.properties ?? {}).map(([key, s]) => `${JSON.stringify(key)}:${jsonFor(s, odd)}`);
    return `{${entries.join(',')}}`;
  }
  if (type === 'array') return `[${jsonFor(schema?.items, odd)}]`;
  if (type === 'integer' || type === 'number') return odd.number?.json ?? '1';
  if (type === 'boolean') return 'true';
  return odd.json;
}

function queryFor(params: NonNullable<Operation['parameters']>, odd: Oddity): string {
  const pairs = params.filter((p) => p.in === 'query').map((p) => {
    const numeric = ['integer', 'number'].includes(typeOf(p.schema));
    return `${encodeURIComponent(p.name)}=${numeric ? odd.number?.query ?? '1' : odd.query}`;
  });
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function routesOf(document: { paths: Record<string, Record<string, Operation>> }): Route[] {
  return Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })))
    // Signing out ends the session the other calls use: last.
    .sort((a, b) => Number(/logout/i.test(a.path)) - Number(/logout/i.test(b.path)));
}

describe('odd input on every route', () => {
  let s: TestServer;
  let routes: Route[];
  const tokens: Record<string, string | null> = { anonymous: null };
  const CJK = /[\u3400-\u9fff]/;

  before(async () => {
    s = await startTestServer();
    tokens.staff = await s.login('zhangsan');
    tokens.admin = await s.login('admin');
    routes = routesOf(s.app.swagger() as never);
  });
  after(async () => { await s.close(); });

  /** Sends `odd` to one route as `who`; the failures found, as lines. */
  async function probe(route: Route, odd: Oddity | 'empty body', who: string): Promise<string[]> {
    const params = route.op.parameters ?? [];
    const segment = odd === 'empty body' ? '1' : odd.query;
    const path = s.config.apiBase + route.path.replace(/\{[^}]+\}/g, segment);
    const query = odd === 'empty body' ? '' : queryFor(params, odd);
    const bodySchema = route.op.requestBody?.content?.['application/json']?.schema;
    const hasBody = !['GET', 'HEAD'].includes(route.method);
    const payload = odd === 'empty body' ? undefined : hasBody ? jsonFor(bodySchema ?? { type: 'object' }, odd) : undefined;
    const timestamp = formatSignTimestamp(s.clock.now());
    const headers: Record<string, string> = {
      'x-locale': 'en', 'x-timestamp': timestamp, ...(odd === 'empty body' ? {} : odd.headers),
      'x-sign': signRequest({ path: path.slice(s.config.apiBase.length), query: {}, body: undefined, timestamp, secret: s.config.signSecret }),
    };
    if (tokens[who]) headers['x-access-token'] = tokens[who]!;
    if (hasBody) headers['content-type'] = 'application/json';
    const res = await s.app.inject({ method: route.method as 'GET', url: path + query, headers, payload });
    const label = `${who} ${route.method} ${route.path} (${odd === 'empty body' ? odd : odd.name}): ${res.statusCode}`;
    if (res.statusCode >= 500) return [`${label} ${res.body.slice(0, 160)}`];
    if (res.statusCode < 400) return [];
    // The announcement page is an iframe's document: its refusals are pages, not envelopes.
    if (String(res.headers['content-type']).startsWith('text/html')) return [];
    let body: { success?: unknown; code?: unknown; message?: unknown };
    try { body = res.json(); } catch { return [`${label} not JSON: ${res.body.slice(0, 160)}`]; }
    if (body.success !== false || body.code !== res.statusCode || typeof body.message !== 'string' || !body.message) {
      return [`${label} not the envelope: ${res.body.slice(0, 160)}`];
    }
    if (CJK.test(body.message)) return [`${label} message not in English: ${body.message}`];
    return [];
  }

  it('never answers 5xx, and answers every 4xx with a localised envelope', async () => {
    assert.ok(routes.length > 50, `only ${routes.length} routes in the OpenAPI document`);
    const failures: string[] = [];
    for (const who of ['anonymous', 'staff', 'admin']) {
      for (const route of routes) {
        const odds: (Oddity | 'empty body')[] = [...ODDITIES, 'empty body'];
        // In parallel per route: the order of routes still keeps sign-out last.
        const found = await Promise.all(odds.map((odd) => probe(route, odd, who)));
        failures.push(...found.flat());
      }
    }
    assert.deepEqual(failures, []);
  });
});
