import { AsyncLocalStorage } from 'node:async_hooks';
import {
  Kysely, type ConnectionBuilder, type DatabaseConnection, type Dialect, type Driver, type KyselyConfig,
  type TransactionBuilder, type TransactionSettings,
} from 'kysely';

/**
 * What the guard knows of one `transaction()` or `connection()` block: it is waiting for its
 * connection, holds it, or is done (work it left running may then use the root database).
 */
interface HeldConnection {
  state: 'waiting' | 'holding' | 'done';
  /** Where the block began (its stack, read only for the error). */
  begun: Error;
}

/** The block whose callback the current code runs inside, if any. */
const heldByContext = new AsyncLocalStorage<HeldConnection>();

/**
 * The root database (or a new transaction on it) was used inside a transaction's callback,
 * instead of the transaction. On PGlite the transaction holds the only connection, so that
 * query would wait for the end of the transaction that waits for it: a hang. On PostgreSQL
 * it would read outside the transaction, and ten of them at once exhaust the pool.
 */
export class RootDbInTransactionError extends Error {
  constructor(readonly callSite: string, readonly begunAt: string) {
    super(`the root database was used at ${callSite} inside the transaction begun at ${begunAt}: `
      + 'use the transaction (tx) there, or do the work after the commit (on PGlite this would hang)');
    this.name = 'RootDbInTransactionError';
  }
}

/** The first frame of `stack` in our own code (not Kysely, not this file): where the call was made. */
function ownFrame(stack: string | undefined): string {
  const frames = (stack ?? '').split('\n').slice(1).map((line) => line.trim());
  const own = frames.find((line) => !/node_modules|transaction-guard\.ts:|\(node:|GuardedDriver|markedBuilder|markedExecute|\bmarked\b/.test(line));
  return (own ?? frames[0] ?? 'an unknown place').replace(/^at /, '');
}

/** Runs `begin` (a block's `execute`) as the block marked in its own async context. */
function marked<T>(begin: () => Promise<T>): Promise<T> {
  const outer = heldByContext.getStore();
  const begun = new Error();
  if (outer?.state === 'holding') return Promise.reject(new RootDbInTransactionError(`${ownFrame(begun.stack)} (a new transaction)`, ownFrame(outer.begun.stack)));
  return heldByContext.run({ state: 'waiting', begun }, begin);
}

/** A `transaction()` or `connection()` builder whose `execute` marks its block, as do the builders it makes. */
function markedBuilder<B extends object>(builder: B): B {
  return new Proxy(builder, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'execute') return function markedExecute(...args: unknown[]) { return marked(() => value.apply(target, args) as Promise<unknown>); };
      return (...args: unknown[]) => {
        const made = value.apply(target, args) as unknown;
        return made && typeof made === 'object' && 'execute' in made ? markedBuilder(made) : made;
      };
    },
  });
}

/** The driver's connections, refusing one asked for from inside a block that holds its own. */
class GuardedDriver implements Driver {
  readonly #blocks = new WeakMap<DatabaseConnection, HeldConnection>();
  constructor(private readonly inner: Driver) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    const block = heldByContext.getStore();
    if (block?.state === 'holding') throw new RootDbInTransactionError(ownFrame(new Error().stack), ownFrame(block.begun.stack));
    const connection = await this.inner.acquireConnection();
    // The first connection a waiting block gets is its own (the block's `execute` asks first).
    if (block?.state === 'waiting') {
      block.state = 'holding';
      this.#blocks.set(connection, block);
    }
    return connection;
  }
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return this.inner.beginTransaction(connection, settings);
  }
  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }
  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }
  async releaseConnection(connection: DatabaseConnection) {
    const block = this.#blocks.get(connection);
    if (block) {
      block.state = 'done';
      this.#blocks.delete(connection);
    }
    await this.inner.releaseConnection(connection);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** `dialect` with its driver guarded. */
function guardedDialect(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => new GuardedDriver(dialect.createDriver()),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => dialect.createQueryCompiler(),
  };
}

/**
 * Kysely that refuses, with a {@link RootDbInTransactionError} naming the call site, a query
 * of the root database (or a new transaction) made from inside one of its own transactions'
 * callbacks (or `connection()` blocks), instead of waiting: on PGlite's single connection
 * that wait never ends. An AsyncLocalStorage marks the callback's async context; work the
 * callback left running may use the root database again once the block has ended.
 * `startTransaction()` (no callback) is not guarded; the server does not use it.
 */
export class GuardedKysely<DB> extends Kysely<DB> {
  constructor(config: KyselyConfig) {
    super({ ...config, dialect: guardedDialect(config.dialect) });
  }
  override transaction(): TransactionBuilder<DB> {
    return markedBuilder(super.transaction());
  }
  override connection(): ConnectionBuilder<DB> {
    return markedBuilder(super.connection());
  }
}
