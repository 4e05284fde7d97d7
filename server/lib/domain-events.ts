/** Who an announcement reaches: every user of its tenant, or the users it names. */
export type Audience = { kind: 'all' } | { kind: 'users'; userIds: string[] };

/**
 * What happened in the domain that other modules react to. The announcement and notice
 * modules say what happened; the realtime module (portal-shell §2.6 push) decides who hears it.
 */
export interface DomainEvents {
  /** An announcement was released (or released again) to its audience. */
  'announcement.released': { tenantId: number; announcementId: string; title: string; audience: Audience };
  /** A released announcement was revoked: its audience's lists change too. */
  'announcement.revoked': { tenantId: number; announcementId: string; title: string; audience: Audience };
  /** A notice was created for its owner. */
  'notice.created': { tenantId: number; userId: string; noticeId: string; title: string };
  /**
   * Notices of one kind were created for many owners at once (a push plan's fire): one push
   * to all of them, which the relay sends in a few NOTIFYs instead of one per owner.
   */
  'notices.created': { tenantId: number; userIds: string[]; title: string };
  /**
   * A session was opened (any sign-in: password, phone, scan, enterprise chat): what the user
   * opens next may be made ready now (the report database's warm-up, reports/warm-up.ts).
   */
  'session.opened': { userId: string; tenantId: number };
  /**
   * Sessions of a user ended (logout, password change, freezing) or moved to another tenant:
   * whatever holds state per session (the push sockets) checks it again now.
   */
  'sessions.changed': { userId: string };
  /**
   * A role's menus and buttons changed in a tenant (role authorisation, issue 11): its users'
   * menus and permissions are to be fetched again. The caches already know (migration 0016).
   */
  'permissions.changed': { tenantId: number; roleId: string; userIds: string[] };
  /**
   * Rows of a kit resource were added, edited, deleted or imported (after the write's
   * transaction): whoever shows that resource beyond its own page (the menu) may react.
   */
  'resource.changed': { resource: string; tenantId: number };
}

export type DomainEventName = keyof DomainEvents;
type Listener<K extends DomainEventName> = (payload: DomainEvents[K]) => void | Promise<void>;

/**
 * Stops a listener: calls not yet started are dropped, and the promise waits for those
 * already running (their database work) to end.
 */
export type StopListening = () => Promise<void>;

/** One process's bus of domain events; listeners run after the emitter's work, never inside it. */
export interface DomainEventBus {
  /** Tells every listener of `name`; a listener's failure is reported, never thrown at the emitter. */
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  /** Listens to `name`; the returned function stops listening (see {@link StopListening}). */
  on<K extends DomainEventName>(name: K, listener: Listener<K>): StopListening;
  /**
   * Stops every listener and hears no more events; resolves once the calls already running
   * ended. The server closes it before its database, so no reaction queries a closed pool.
   */
  close(): Promise<void>;
}

/** A listener as registered: whether it still listens, and its calls that are running. */
interface Registration {
  listener: Listener<never>;
  listening: boolean;
  running: Set<Promise<void>>;
}

/**
 * Creates the bus. `onError` hears a listener's failure (the server logs it): the change the
 * event reports is already stored, so a failed reaction must not turn it into an error.
 */
export function createDomainEventBus(onError: (error: unknown, name: DomainEventName) => void = () => undefined): DomainEventBus {
  const listeners = new Map<DomainEventName, Set<Registration>>();
  let closed = false;
  const stop = async (name: DomainEventName, registration: Registration) => {
    registration.listening = false;
    listeners.get(name)?.delete(registration);
    await Promise.all(registration.running);
  };
  return {
    emit(name, payload) {
      if (closed) return;
      for (const registration of listeners.get(name) ?? []) {
        // Each listener runs on its own: a slow or failing one delays or breaks no other.
        queueMicrotask(() => {
          // Stopped since the event was told (the server is closing): dropped.
          if (!registration.listening) return;
          const call = (async () => (registration.listener as Listener<typeof name>)(payload))()
            .catch((error: unknown) => onError(error, name))
            .finally(() => registration.running.delete(call));
          registration.running.add(call);
        });
      }
    },
    on(name, listener) {
      if (closed) return async () => undefined;
      const registration: Registration = { listener: listener as Listener<never>, listening: true, running: new Set() };
      const set = listeners.get(name) ?? new Set();
      set.add(registration);
      listeners.set(name, set);
      return () => stop(name, registration);
    },
    async close() {
      closed = true;
      await Promise.all([...listeners].flatMap(([name, set]) => [...set].map((registration) => stop(name, registration))));
    },
  };
}
