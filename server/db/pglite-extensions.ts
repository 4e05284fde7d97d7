import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every PGlite of the application database loads (they ship inside the
 * PGlite package: nothing is downloaded). Migration 0042 creates `pg_trgm`; a database made
 * from a dump still needs its code loaded at each start.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
