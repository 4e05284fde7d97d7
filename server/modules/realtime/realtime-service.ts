import type { RawData, WebSocket } from 'ws';
import { HEARTBEAT_CMD, REALTIME_CLOSE, SERVER_IDLE_LIMIT_MS } from '../../../shared/schemas/realtime.ts';
import type { AppContext } from '../../app-context.ts';
import { announcementsStartedBetween } from '../announcements/index.ts';
import type { ActiveSession } from '../auth/index.ts';
import { createHub, type Subscriber } from './hub.ts';
import { createPgRelay } from './pg-relay.ts';
import { isPermissionPush, pushDomainEvents } from './push-events.ts';
import type { Recipients } from './recipients.ts';
import { createLocalRelay, type Relay } from './relay.ts';
import { createSessionChecks } from './session-checks.ts';
import { createStartWatcher } from './start-watcher.ts';
import { allTenantIds } from './tenant-id-repository.ts';

/** How often the idle sweep runs; a silent socket is dropped within this after its limit. */
const SWEEP_INTERVAL_MS = 5_000;
/** The heartbeat answer never changes: encoded once for every socket and every beat. */
const HEARTBEAT_ANSWER = Buffer.from(JSON.stringify({ cmd: HEARTBEAT_CMD }));

const isHeartbeat = (data: RawData): boolean => {
  try {
    return (JSON.parse(data.toString()) as { cmd?: unknown } | null)?.cmd === HEARTBEAT_CMD;
  } catch {
    return false;
  }
};

/**
 * Realtime push of one process (portal-shell §2.6, §4): holds the sockets, answers their
 * heartbeats while their sessions live, drops the silent ones, and pushes domain events to
 * them through the relay (NOTIFY on PostgreSQL, in-process on PGlite). Announcements whose
 * start time comes are pushed by this process's start watcher to its own sockets only.
 */
export async function createRealtimeService(ctx: AppContext, log: (message: string) => void) {
  const hub = createHub();
  const answer = (sub: Subscriber) => {
    if (sub.socket.readyState === sub.socket.OPEN) sub.socket.send(HEARTBEAT_ANSWER, { binary: false });
  };
  const checks = createSessionChecks(ctx.sessions, ctx.now, (sub, tenantId, reason) => {
    if (tenantId === null) {
      hub.remove(sub);
      sub.socket.close(REALTIME_CLOSE.sessionEnded, 'session ended');
      return;
    }
    hub.retenant(sub, tenantId);
    if (reason === 'heartbeat') answer(sub);
  }, (error, sub, reason) => {
    // A database hiccup is not the session's end: answer, and check again at the next beat.
    log(`realtime session check failed: ${(error as Error).message}`);
    if (reason === 'heartbeat') answer(sub);
  });
  const checkUsers = (userIds: string[]) => {
    for (const userId of userIds) for (const sub of hub.ofUser(userId)) checks.check(sub, 'changed');
  };
  // A grant's push and the database's cache notice reach a process on two connections, in either
  // order: the process drops its grants before telling its sockets, so no refetch meets the old grant.
  const relayedHub = {
    deliver: (recipients: Recipients, frame: Buffer) => {
      if (isPermissionPush(frame)) ctx.permissions.invalidate({ kind: 'grants' });
      return hub.deliver(recipients, frame);
    },
    deliverToAll: (frame: Buffer) => hub.deliverToAll(frame),
  };
  const relay: Relay = ctx.dbKind === 'postgres' && ctx.databaseUrl
    ? await createPgRelay(ctx.databaseUrl, ctx.db, relayedHub, checkUsers, log)
    : createLocalRelay(hub);
  // A logout, a password change, a freeze or a tenant switch served by this process reaches the
  // user's sockets here at once, and the other processes' through the relay (which skips its own
  // notification, so no socket is checked twice). A notification lost while a listener
  // reconnects leaves those sockets to their next heartbeat.
  const stopSessionChecks = ctx.events.on('sessions.changed', ({ userId }) => {
    checkUsers([userId]);
    return relay.sessionsChanged(userId);
  });

  const stopEvents = pushDomainEvents(
    ctx.events,
    (recipients, text) => relay.publish(recipients, text),
    () => allTenantIds(ctx.db),
  );
  const startWatcher = createStartWatcher({
    now: ctx.now, hub, log,
    startedBetween: (after, upTo) => announcementsStartedBetween(ctx.db, after, upTo),
  });

  /** Closes every socket that sent no heartbeat for {@link SERVER_IDLE_LIMIT_MS}. */
  const sweep = () => {
    const now = ctx.now().getTime();
    for (const sub of hub.all()) {
      if (now - sub.lastHeardAt <= SERVER_IDLE_LIMIT_MS) continue;
      hub.remove(sub);
      sub.socket.close(REALTIME_CLOSE.idle, 'no heartbeat');
    }
  };
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS).unref();

  return {
    hub,
    sweep,
    /** Pushes the announcements whose start came since the last check (tests call it after moving the clock). */
    checkStarts: startWatcher.check,
    /** Takes over a socket whose upgrade passed authentication. */
    attach(socket: WebSocket, session: ActiveSession) {
      const sub: Subscriber = {
        socket, userId: session.userId, tenantId: session.tenantId, tokenHash: session.tokenHash,
        lastHeardAt: ctx.now().getTime(),
      };
      hub.add(sub);
      socket.on('message', (data) => {
        // Anything but a heartbeat is ignored: clients have nothing else to say.
        if (!isHeartbeat(data)) return;
        sub.lastHeardAt = ctx.now().getTime();
        checks.check(sub, 'heartbeat');
      });
      socket.on('close', () => hub.remove(sub));
    },
    /** Stops pushing: the sweep, the start watcher, the event listeners (waiting for their work), then the relay. */
    async close() {
      clearInterval(sweeper);
      await startWatcher.stop();
      await Promise.all([stopEvents(), stopSessionChecks()]);
      await relay.close();
    },
  };
}
export type RealtimeService = Awaited<ReturnType<typeof createRealtimeService>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's realtime push (tests and benchmarks reach its hub and sweep). */
    realtime: RealtimeService;
  }
}
