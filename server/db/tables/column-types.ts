import type { ColumnType } from 'kysely';

/** A timestamp column: written as a Date, read as a Date, defaulted by the database. */
export type CreatedAt = ColumnType<Date, Date | undefined, never>;
/** A timestamp column the code writes. */
export type Timestamp = ColumnType<Date, Date, Date>;
