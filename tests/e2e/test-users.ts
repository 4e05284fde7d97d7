import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures.ts';
import { authHeaders } from './admin-helpers.ts';

/**
 * Users and roles a spec adds through the administrator's API for itself, so that it never
 * depends on what other specs do with the seeded ones (a shuffled order, a second worker).
 */

type Headers = Record<string, string>;

/** A user added for one spec: its id, how to sign in, and how to take it away again. */
export interface TestUser {
  id: string;
  username: string;
  password: string;
  /** Deletes the user and purges it from the recycle bin. */
  remove(): Promise<void>;
}

/** What a test user is made of; the phone number is made unique unless given. */
export interface TestUserFields {
  username: string;
  password: string;
  realname: string;
  phone?: string;
  roleIds?: string[];
}

let phones = 0;
/** A mobile number no other test user of this run has (the server refuses a taken one). */
function uniquePhone(): string {
  phones += 1;
  return `13${String(Date.now()).slice(-6)}${String(phones % 1000).padStart(3, '0')}`;
}

/** Adds a user as the administrator and returns it; the test fails with the server's answer if refused. */
export async function addTestUser(request: APIRequestContext, fields: TestUserFields): Promise<TestUser> {
  const headers = await authHeaders(request);
  const added = await request.post('/api/sys/user/add', {
    headers,
    data: { phone: uniquePhone(), ...fields, confirmPassword: fields.password },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const id = await userIdOf(request, headers, fields.username);
  return { id, username: fields.username, password: fields.password, remove: () => removeUser(request, id) };
}

/** Deletes a user and purges it from the recycle bin. */
async function removeUser(request: APIRequestContext, id: string): Promise<void> {
  const headers = await authHeaders(request);
  await request.delete(`/api/sys/user/delete?id=${id}`, { headers });
  await request.delete(`/api/sys/user/deleteRecycleBin?userIds=${id}`, { headers });
}

/** Removes every user whose account starts with `username` (an afterAll's clean-up after a failed test). */
export async function removeUsersNamed(request: APIRequestContext, username: string): Promise<void> {
  const headers = await authHeaders(request);
  const res = await request.get(`/api/sys/user/list?pageSize=50&username=${encodeURIComponent(username)}`, { headers });
  for (const { id } of ((await res.json()) as { result: { records: { id: string }[] } }).result.records) await removeUser(request, id);
}

/** The id of the user with this exact account. */
export async function userIdOf(request: APIRequestContext, headers: Headers, username: string): Promise<string> {
  const res = await request.get(`/api/sys/user/list?pageSize=10&username=${encodeURIComponent(username)}`, { headers });
  const found = ((await res.json()) as { result: { records: { id: string; username: string }[] } }).result.records.find((r) => r.username === username);
  expect(found, `user ${username}`).toBeTruthy();
  return found!.id;
}

/** The ids of the roles a user has (to give a test user the same). */
export async function roleIdsOfUser(request: APIRequestContext, username: string): Promise<string[]> {
  const headers = await authHeaders(request);
  const id = await userIdOf(request, headers, username);
  return ((await (await request.get(`/api/sys/user/queryUserRole?userid=${id}`, { headers })).json()) as { result: string[] }).result;
}

/** The roles whose code contains `code` (the list filters by a part of it). */
export async function rolesByCode(request: APIRequestContext, code: string): Promise<{ id: string; roleCode: string }[]> {
  const headers = await authHeaders(request);
  const res = await request.get(`/api/sys/role/list?pageSize=50&roleCode=${encodeURIComponent(code)}`, { headers });
  return ((await res.json()) as { result: { records: { id: string; roleCode: string }[] } }).result.records;
}
