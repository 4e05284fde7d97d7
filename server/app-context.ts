import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { ReportDatabase } from './db/report-data/report-database.ts';
import type { Database } from './db/schema.ts';
import { createDomainEventBus, type DomainEventBus } from './lib/domain-events.ts';
import { createSessionRepository } from './modules/auth/session-repository.ts';
import { createDictRepository, type DictRepository } from './modules/dict/dict-repository.ts';
import { createPermissionRepository } from './modules/permissions/permission-repository.ts';
import { createResourceRegistry, type ResourceRegistry } from './kit/resource-registry.ts';

/** What route modules and plugins share: configuration, database, clock, repositories. */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  dbKind: 'pglite' | 'postgres';
  /** The PostgreSQL URL when `dbKind` is 'postgres' (realtime push listens on its own connection). */
  databaseUrl: string | null;
  /** The embedded database when `dbKind` is 'pglite'. */
  pglite?: PGlite | null;
  /** The report database when `dbKind` is 'pglite' (server/db/report-data): the built-in report data, apart from the portal's. */
  reportData?: ReportDatabase | null;
  /** The clock; tests inject one to move time. */
  now(): Date;
  /** scrypt cost (log2 N) for new password hashes. */
  scryptLogN: number;
  /** Captcha text source; tests inject a known one. */
  captchaText?: () => string;
  sessions: ReturnType<typeof createSessionRepository>;
  permissions: ReturnType<typeof createPermissionRepository>;
  /** What happened (an announcement released, a notice created), for the modules that react. */
  events: DomainEventBus;
  /** The back-office kit's resources, as the duplicate check finds them. */
  resources: ResourceRegistry;
  /** The dictionaries, with this process's short-lived copy (login answers, `*_dictText`). */
  dicts: DictRepository;
}

/** Builds the context for one server process. */
export function createAppContext(values: Omit<AppContext, 'sessions' | 'permissions' | 'events' | 'resources' | 'dicts'>): AppContext {
  const events = createDomainEventBus((error, name) => console.error(`a listener of ${name} failed:`, error));
  const sessions = createSessionRepository(values.db, events);
  // A tenant switch served here is seen by this process's next request, before the database's
  // notice of it (migration 0016) comes round: on PostgreSQL that takes a round trip.
  events.on('sessions.changed', ({ userId }) => sessions.cache.dropUser(userId));
  const resources = createResourceRegistry();
  return { ...values, events, sessions, permissions: createPermissionRepository(values.db, (page) => resources.isPlatformPage(page)), resources,
    dicts: createDictRepository(values.db, values.now),
  };
}
