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

/** One process's bus of domain events; listeners run after the emitter's work, never inside it. */
export interface DomainEventBus {
  /** Tells every listener of `name`; a listener's failure is reported, never thrown at the emitter. */
  emit<K extends DomainEventName>(name: K, payload: DomainEvents[K]): void;
  /** Listens to `name`; the returned function stops listening. */
  on<K extends DomainEventName>(name: K, listener: Listener<K>): () => void;
}

/**
 * Creates the bus. `onError` hears a listener's failure (the server logs it): the change the
 * event reports is already stored, so a failed reaction must not turn it into an error.
 */
export function createDomainEventBus(onError: (error: unknown, name: DomainEventName) => void = () => undefined): DomainEventBus {
  const listeners = new Map<DomainEventName, Set<Listener<never>>>();
  return {
    emit(name, payload) {
      for (const listener of listeners.get(name) ?? []) {
        // Each listener runs on its own: a slow or failing one delays or breaks no other.
        queueMicrotask(() => {
          try {
            Promise.resolve((listener as Listener<typeof name>)(payload)).catch((error: unknown) => onError(error, name));
          } catch (error) {
            onError(error, name);
          }
        });
      }
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      set.add(listener as Listener<never>);
      listeners.set(name, set);
      return () => set.delete(listener as Listener<never>);
    },
  };
}
