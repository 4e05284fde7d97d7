import { request, type QueryValue, type RequestOptions } from './request.ts';

type Extra = Omit<RequestOptions, 'method' | 'query' | 'body' | 'as'>;

/** GET `path` and resolve with the envelope's `result`. */
export async function get<T>(path: string, query?: Record<string, QueryValue>, options?: Extra): Promise<T> {
  return (await request<T>(path, { ...options, method: 'GET', query })).result;
}

/** POST `body` to `path` and resolve with the envelope's `result`. */
export async function post<T>(path: string, body?: unknown, options?: Extra & { query?: Record<string, QueryValue> }): Promise<T> {
  return (await request<T>(path, { ...options, method: 'POST', body })).result;
}

/** PUT `body` to `path` and resolve with the envelope's `result`. */
export async function put<T>(path: string, body?: unknown, options?: Extra & { query?: Record<string, QueryValue> }): Promise<T> {
  return (await request<T>(path, { ...options, method: 'PUT', body })).result;
}

/** DELETE `path` with its parameters in the query (portal-shell §7 "DELETE (params)"). */
export async function del<T>(path: string, query?: Record<string, QueryValue>, options?: Extra): Promise<T> {
  return (await request<T>(path, { ...options, method: 'DELETE', query })).result;
}
