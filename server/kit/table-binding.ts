import type { Expression, ExpressionBuilder, SqlBool, Transaction } from 'kysely';
import type { PermissionCode } from '../../shared/schemas/permission-codes.ts';
import type { InputOf, RecordOf, Resource } from '../../shared/kit/resource.ts';
import type { Database } from '../db/schema.ts';
import type { Executor } from './executor.ts';
import type { Relation } from './relations.ts';
import type { RequestScope } from './request-scope.ts';

export type { Executor };

/**
 * How a resource's rows belong to a tenant: a `tenant_id` column; membership through
 * `user_tenants` (users are global identities that join tenants); or not at all (platform
 * data such as menus and tenants themselves, kept for the platform's administrators).
 */
export type TenantOwnership = 'column' | 'membership' | 'none';

/**
 * Where a resource lives in the database: the server half of its definition. Only the
 * columns named here ever reach SQL; the client names fields, this maps them.
 */
export interface TableBinding<X extends Resource> {
  resource: X;
  table: keyof Database & string;
  /** Record field → column of `table`, for every field read from the row (the others come from `decorate`). */
  columns: Partial<Record<keyof RecordOf<X> & string, string>>;
  tenant: TenantOwnership;
  /** Record fields holding the ids of linked rows (read, written, and filterable; see relations.ts). */
  relations?: Partial<Record<keyof RecordOf<X> & string, Relation>>;
  /**
   * Content every signed-in user reads (articles): `list` and `queryById` need only a session;
   * a request holding `manage` sees every row as administration does, any other only the rows
   * `sees` lets it (released and shown to its departments or roles, or its own), on reads and
   * writes alike. `opened` runs when one reader opens one row (`queryById`): a view counted.
   */
  readers?: {
    manage: PermissionCode;
    sees(eb: ExpressionBuilder<any, any>, scope: RequestScope): Expression<SqlBool>;
    opened?(db: Executor, id: string, scope: RequestScope): Promise<void>;
    /**
     * Writes decided per row (folders, whose managers are named by grants, not permissions):
     * `add`, `edit` and `delete` need only a session, and the binding's `toRow` and
     * `beforeChange` refuse what the row's rules do not let the request do.
     */
    rowWrites?: boolean;
  };
  /** Rows with `del_flag` set are out of every list and write (users' recycle bin, widgets-admin §4). */
  softDelete?: boolean;
  /**
   * The columns an add or edit writes, from the checked input (default: the input's fields
   * through `columns`); runs in the write's transaction `tx`, where it may look up what the
   * input names (and throw an AppError to refuse it) before the row is written. `id` is the
   * edited row's (null on add): what the row already holds may be kept on other terms.
   */
  toRow?(input: InputOf<X>, scope: RequestScope, mode: 'add' | 'edit', tx: Transaction<Database>, id: string | null): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** Fills what the columns do not hold (relations, derived values) into records just read. */
  decorate?(db: Executor, records: Record<string, unknown>[], scope: RequestScope): Promise<void>;
  /** Writes what lives outside the row (relations), in the write's transaction. */
  afterWrite?(tx: Transaction<Database>, id: string, input: InputOf<X>, scope: RequestScope, mode: 'add' | 'edit'): Promise<void>;
  /**
   * Refuses an edit or a deletion of visible rows (throw an AppError), or clears what hangs on
   * rows about to be deleted; in the write's transaction, before it changes anything. It may
   * answer what to do once the write committed (tell the domain what the rows were: after a
   * deletion they can no longer be read), which the repository calls only after the commit.
   */
  beforeChange?(tx: Transaction<Database>, ids: string[], scope: RequestScope, action: 'edit' | 'delete'): Promise<AfterCommit | void>;
  /**
   * Called by the kit's import for each row it added (committed), once every row is written
   * and before it answers: work the import must not wait for (a password's hash: the users
   * table) starts here and finishes in the background. `scope.importing` tells `toRow` so.
   */
  afterImport?(id: string, input: InputOf<X>, scope: RequestScope): void;
}

/** Work a binding asks for once a write committed (never when it rolled back). */
export type AfterCommit = () => void;

/** Declares a binding with its types checked against the resource. */
export const bindTable = <X extends Resource>(binding: TableBinding<X>): TableBinding<X> => binding;
