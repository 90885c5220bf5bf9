import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (0030: pg_trgm for the desk search, decision 071). PGlite ships
 * them as modules loaded when an instance is made: every `PGlite.create` of the project passes these, or a data
 * directory migrated with them would not open.
 */
export const pgliteExtensions = { pg_trgm };
