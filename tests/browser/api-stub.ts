import { configureApi } from '../../shared/api/index.ts';
import type { MenuItem, MenuMeta, PermissionEntry } from '../../shared/schemas/permission.ts';
import { loadPermissions, startSession } from '../../shared/stores/index.ts';
import { nextTask } from './event-loop.ts';

/** One call as the stub saw it: method, path below `/api`, query and parsed JSON body. */
export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A refusal the stub answers instead of a result: an HTTP status with the server's message (and the input field it is about). */
export class Refusal {
  constructor(readonly status: number, readonly message: string, readonly result: { field: string } | null = null) {}
}

/** Answers a call with a failure envelope of `status` and `message`; `result` names the field a 400 is about. */
export const refuse = (status: number, message = '', result: { field: string } | null = null): Refusal => new Refusal(status, message, result);

const handledCalls = new WeakMap<StubCall, Promise<void>>();

/**
 * Resolves once the API client has read the answer to `call` (a call {@link answerApi} saw)
 * and everything it does with it has run: the store it writes, or the late answer it drops.
 * The positive event a test waits for instead of a pause, to show that an answer which must
 * change nothing has come and gone.
 */
export function handled(call: StubCall): Promise<void> {
  const done = handledCalls.get(call);
  if (!done) throw new Error(`not a call the stub answered: ${call.method} ${call.path}`);
  return done;
}

/**
 * Answers the API client's calls in a browser test as the server would: `answer` gives the
 * `result` of a successful envelope for each call, or a {@link refuse}d one (it may wait
 * first, to test what happens meanwhile). `successMessage` is the `message` of successful
 * envelopes (some calls answer a literal word, e.g. `success`). Stands in for the real server only where a
 * component test needs exact data; end-to-end tests use the real one.
 */
export function answerApi(answer: (call: StubCall) => unknown, { successMessage = '' } = {}): void {
  configureApi({
    baseUrl: '/api',
    fetch: async (input, init) => {
      const url = new URL(String(input), location.href);
      const call = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      let read = () => {};
      handledCalls.set(call, new Promise<void>((resolve) => { read = resolve; }));
      const answered = await answer(call);
      const refused = answered instanceof Refusal ? answered : null;
      const status = refused?.status ?? 200;
      const envelope = { success: !refused, message: refused?.message ?? successMessage, code: status, result: refused ? refused.result : answered, timestamp: 0 };
      const response = new Response(JSON.stringify(envelope), { status, headers: { 'content-type': 'application/json' } });
      // The API client reads every JSON answer as text, then handles it in promise continuations
      // only (shared/api/request.ts): a task after the read, the client is done with it.
      const text = response.text.bind(response);
      response.text = async () => {
        try {
          return await text();
        } finally {
          void nextTask().then(read);
        }
      };
      return response;
    },
  });
}

/** Menu meta for a test page: its titles, the rest empty. */
export function testMeta(id: string, componentName: string, [title, titleEN, titleTC]: [string, string, string]): MenuMeta {
  return { id, title, titleEN, titleTC, icon: '', url: '', componentName, target: '', hidden: false, keepAlive: false, internalOrExternal: false };
}

/** A button permission the session holds (type 1, enforced). */
export const grant = (action: string): PermissionEntry => ({ action, describe: action, type: '1', status: '1' });

/**
 * Signs a test administrator in whose menu is the one page of `meta` at `path` and whose
 * permissions are `auth`; `answer` serves every other call. Resolves once the permissions
 * are loaded, as the portal's route guard would have them.
 */
export async function signInWithPage(path: string, meta: MenuMeta, auth: PermissionEntry[], answer: (call: StubCall) => unknown): Promise<void> {
  const menu: MenuItem[] = [{ id: meta.id, path, component: meta.componentName, name: meta.id, redirect: '', hidden: false, alwaysShow: false, route: '1', meta }];
  answerApi((call) => (call.path === '/sys/permission/getUserPermissionByToken' ? { menu, auth, allAuth: auth, sysSafeMode: false } : answer(call)));
  startSession({ token: 't', tokenTtlMs: 1_800_000, userInfo: { id: 'u', username: 'admin', realname: '', avatar: '', orgCode: '', tenantId: 1 }, sysAllDictItems: {} } as never);
  await loadPermissions();
}
