import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A database handle or the transaction a write runs in. */
export type Executor = Kysely<Database> | Transaction<Database>;
