import { usingPostgres } from './test-database.js';

/**
 * CI runs the server suite twice: without TEST_DATABASE_URL (the embedded PGlite, `npm test`) and with it (its
 * PostgreSQL step). A test that starts server processes checks the engine of the run it is in, so each variant
 * runs once in CI instead of the PGlite one twice.
 */
export const engineOfThisRun = usingPostgres
  ? { name: 'PostgreSQL', postgres: true }
  : { name: 'PGlite (the embedded default)', postgres: false };

/**
 * For a test that is the same whatever TEST_DATABASE_URL says (it runs on the embedded database or none): runs in
 * the PGlite run only, and says so in the PostgreSQL one. Returns whether to skip.
 */
export function onlyInThePgliteRun(what: string): boolean {
  if (usingPostgres) {
    console.info(
      `${what} skipped here: it does not use TEST_DATABASE_URL, and ran in the PGlite run (npm test)`,
    );
  }
  return usingPostgres;
}

/**
 * For a sweep of bad requests whose subject is the HTTP layer (schemas, refusals, limits), sent one at a time: the
 * SQL it reaches is PostgreSQL's on both engines (PGlite is PostgreSQL 17 built to WebAssembly), so it runs once,
 * in the PostgreSQL run, where a case costs a third of the CPU, and says so in the PGlite run. Returns whether to skip.
 */
export function onlyInThePostgresRun(what: string): boolean {
  if (!usingPostgres) {
    console.info(
      `${what} skipped here: it runs once, in the PostgreSQL run (TEST_DATABASE_URL=postgres://… npm run test:server, ` +
        "CI's PostgreSQL step), decision 061",
    );
  }
  return !usingPostgres;
}
