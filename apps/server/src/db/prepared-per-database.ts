import type { Executor } from './client.js';

/**
 * A prepared statement built once per database handle (a test file's, the server's) and kept while the handle
 * lives: `const countersOf = preparedPerDatabase(countersQuery)`, then `countersOf(db).execute(…)`. For the
 * reads asked on every page (the session check, my-info, the badges, the dashboard).
 */
export function preparedPerDatabase<Q>(build: (db: Executor) => Q): (db: Executor) => Q {
  const built = new WeakMap<Executor, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
