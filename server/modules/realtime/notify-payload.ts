import type { Recipients } from './recipients.ts';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; stay a little below. */
export const NOTIFY_PAYLOAD_LIMIT = 7900;

/**
 * Encodes one push as NOTIFY payloads: a line of compact JSON recipients
 * (`{"t":tenantId,"u":[userIds]}`), a newline, then the message exactly as it goes to the
 * sockets, so receivers slice it out instead of serialising again. A long user list is split
 * over several payloads, each with the message and a share of the users; every user is in one
 * payload only, so no socket hears the message twice.
 */
export function encodeNotifyPayloads(recipients: Recipients, text: string): string[] {
  const header = (userIds?: string[]) => JSON.stringify(userIds ? { t: recipients.tenantId, u: userIds } : { t: recipients.tenantId });
  // Bytes of a payload whose user list is empty; each id adds its JSON text and a comma.
  const emptySize = Buffer.byteLength(header(recipients.userIds && [])) + 1 + Buffer.byteLength(text);
  if (emptySize > NOTIFY_PAYLOAD_LIMIT) throw new Error(`a push of ${Buffer.byteLength(text)} bytes does not fit in a NOTIFY payload`);
  if (!recipients.userIds) return [`${header()}\n${text}`];
  const payloads: string[] = [];
  let chunk: string[] = [];
  let size = emptySize;
  for (const id of new Set(recipients.userIds)) {
    const idBytes = Buffer.byteLength(JSON.stringify(id));
    if (chunk.length > 0 && size + 1 + idBytes > NOTIFY_PAYLOAD_LIMIT) {
      payloads.push(`${header(chunk)}\n${text}`);
      chunk = [];
      size = emptySize;
    }
    chunk.push(id);
    size += idBytes + (chunk.length > 1 ? 1 : 0);
  }
  if (chunk.length > 0) payloads.push(`${header(chunk)}\n${text}`);
  return payloads;
}

/** Reads a payload of {@link encodeNotifyPayloads}; `null` for anything else on the channel. */
export function decodeNotifyPayload(payload: string): { recipients: Recipients; text: string } | null {
  const newline = payload.indexOf('\n');
  if (newline < 0) return null;
  try {
    const head = JSON.parse(payload.slice(0, newline)) as { t?: unknown; u?: unknown };
    if (typeof head.t !== 'number') return null;
    const userIds = Array.isArray(head.u) ? head.u.filter((id): id is string => typeof id === 'string') : undefined;
    return { recipients: userIds ? { tenantId: head.t, userIds } : { tenantId: head.t }, text: payload.slice(newline + 1) };
  } catch {
    return null;
  }
}

/** The kind marker of a {@link encodeSessionsChangedPayload} payload. */
const SESSIONS_KIND = 'sessions';

/**
 * Encodes `sessions.changed` of one user as a NOTIFY payload: one line of compact JSON
 * (`{"k":"sessions","f":sender,"u":[userId]}`), without the newline of a push, so a process
 * that knows only pushes ignores it. `sender` names the relay that sent it, which skips its
 * own (that process has already checked its sockets). A user id and a short sender id stay far
 * below {@link NOTIFY_PAYLOAD_LIMIT}; `u` is a list so that a batch needs no new format.
 */
export function encodeSessionsChangedPayload(sender: string, userId: string): string {
  return JSON.stringify({ k: SESSIONS_KIND, f: sender, u: [userId] });
}

/**
 * Reads a payload of {@link encodeSessionsChangedPayload}; `null` for anything else on the
 * channel (a push, a foreign or malformed payload: no sender, an empty or non-string user list).
 */
export function decodeSessionsChangedPayload(payload: string): { sender: string; userIds: string[] } | null {
  if (payload.includes('\n')) return null;
  try {
    const body = JSON.parse(payload) as { k?: unknown; f?: unknown; u?: unknown } | null;
    if (body?.k !== SESSIONS_KIND || typeof body.f !== 'string' || body.f === '') return null;
    const { u } = body;
    if (!Array.isArray(u) || u.length === 0 || !u.every((id): id is string => typeof id === 'string' && id !== '')) return null;
    return { sender: body.f, userIds: u };
  } catch {
    return null;
  }
}
