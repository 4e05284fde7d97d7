import type { WebSocket } from 'ws';
import type { Recipients } from './recipients.ts';

/** One connected socket and the session it was opened with. */
export interface Subscriber {
  socket: WebSocket;
  userId: string;
  /** The session's tenant; updated when a heartbeat re-check finds it changed. */
  tenantId: number;
  tokenHash: string;
  /** Clock time (ms) of the last heartbeat; the idle sweep drops sockets silent for too long. */
  lastHeardAt: number;
}

/**
 * The sockets this process holds, indexed by user and by tenant so that a push finds its
 * recipients without scanning every socket.
 */
export function createHub() {
  const byUser = new Map<string, Set<Subscriber>>();
  const byTenant = new Map<number, Set<Subscriber>>();
  const put = <K>(index: Map<K, Set<Subscriber>>, key: K, sub: Subscriber) => {
    const set = index.get(key) ?? new Set();
    set.add(sub);
    index.set(key, set);
  };
  const drop = <K>(index: Map<K, Set<Subscriber>>, key: K, sub: Subscriber) => {
    const set = index.get(key);
    if (set?.delete(sub) && set.size === 0) index.delete(key);
  };

  return {
    add(sub: Subscriber) {
      put(byUser, sub.userId, sub);
      put(byTenant, sub.tenantId, sub);
    },
    remove(sub: Subscriber) {
      drop(byUser, sub.userId, sub);
      drop(byTenant, sub.tenantId, sub);
    },
    /**
     * Moves a socket to the tenant its session now acts in. A socket no longer held (closed
     * while its session check was on its way) stays out: moving it would put it back for good.
     */
    retenant(sub: Subscriber, tenantId: number) {
      if (sub.tenantId === tenantId || !byUser.get(sub.userId)?.has(sub)) return;
      drop(byTenant, sub.tenantId, sub);
      sub.tenantId = tenantId;
      put(byTenant, tenantId, sub);
    },
    /** The sockets of one user, in every tenant. */
    ofUser(userId: string): Subscriber[] {
      return [...(byUser.get(userId) ?? [])];
    },
    /** How many sockets, users and tenants the indexes hold (an emptied key is dropped). */
    sizes() {
      return { sockets: [...byUser.values()].reduce((n, set) => n + set.size, 0), users: byUser.size, tenants: byTenant.size };
    },
    /** Every socket held, for the sweeps. */
    all(): Subscriber[] {
      return [...byTenant.values()].flatMap((set) => [...set]);
    },
    /**
     * Writes `frame` (one JSON text, already UTF-8 encoded) to every socket of `recipients`
     * and returns how many were written. The same Buffer goes to every socket: `ws` frames
     * an unmasked server message as a small header plus that Buffer, without copying it, so
     * the message is serialised and encoded once however many sockets hear it. (Pre-framing
     * once with `Sender.frame` and writing to each raw TCP socket would save only the header
     * per socket, and would bypass `ws`'s queueing while a socket closes; bench/notice-fanout.ts
     * measures the difference.)
     */
    deliver(recipients: Recipients, frame: Buffer): number {
      const targets = recipients.userIds
        ? [...new Set(recipients.userIds)].flatMap((id) => [...(byUser.get(id) ?? [])].filter((s) => s.tenantId === recipients.tenantId))
        : [...(byTenant.get(recipients.tenantId) ?? [])];
      let written = 0;
      for (const sub of targets) {
        if (sub.socket.readyState !== sub.socket.OPEN) continue;
        sub.socket.send(frame, { binary: false });
        written++;
      }
      return written;
    },
    /** Writes `frame` to every socket held, once each, as {@link deliver} does (one shared Buffer). */
    deliverToAll(frame: Buffer): number {
      let written = 0;
      for (const set of byTenant.values()) {
        for (const sub of set) {
          if (sub.socket.readyState !== sub.socket.OPEN) continue;
          sub.socket.send(frame, { binary: false });
          written++;
        }
      }
      return written;
    },
  };
}
export type Hub = ReturnType<typeof createHub>;
