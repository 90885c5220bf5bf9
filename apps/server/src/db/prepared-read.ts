import { createHash } from 'node:crypto';
import { type Placeholder, SQL, sql } from 'drizzle-orm';
import type { Page } from '@cargo/domain';
import type { Executor } from './client.js';
import {
  type PageRequest,
  pageInSessionRows,
  pageInSessionSql,
  readInSessionRows,
  selectInSession,
} from './paginate.js';

/**
 * A condition given with values (as any SQL) that also knows its placeholder form and those values: a prepared
 * statement is built once from `placeholders` and runs with `values`. The auth module's `sessionIsOpen(id, user)`
 * answers one, so `readInSession`/`paginateInSession` keep taking it as plain SQL while the prepared reads below
 * bind its values instead of rendering it.
 */
export class BoundCondition extends SQL {
  constructor(
    withValues: SQL,
    /** The same condition with `sql.placeholder(name)` where `values` has `name`. */
    readonly placeholders: SQL,
    readonly values: Readonly<Record<string, unknown>>,
  ) {
    super(withValues.queryChunks);
  }
}

/** A Drizzle select (`$dynamic()`) built with placeholders, limitable by placeholders, usable as a subquery. */
export interface PlaceholderQuery<R> extends PromiseLike<R[]> {
  limit(limit: number | Placeholder): { offset(offset: number | Placeholder): PlaceholderQuery<R> };
  getSQL(): SQL;
}

interface PreparedSelect {
  execute(values?: Record<string, unknown>): Promise<Array<Record<string, unknown>>>;
}

/** PostgreSQL keeps 63 bytes of a name: a longer one (many filters) is shortened by a hash, still unique. */
function statementName(name: string, shape: string): string {
  const full = shape ? `${name}_${shape}` : name;
  const safe = full.replace(/[^a-zA-Z0-9_]/g, '_');
  return safe.length <= 63 && safe === full
    ? safe
    : `${name.slice(0, 30)}_${createHash('sha1').update(full).digest('hex').slice(0, 24)}`;
}

/** Prepared statements per database handle and per shape of the query (a small string key). */
function statementCache(name: string) {
  const built = new WeakMap<Executor, Map<string, PreparedSelect>>();
  return (db: Executor, shape: string, build: () => { prepare(name: string): unknown }): PreparedSelect => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map()));
    let prepared = shapes.get(shape);
    if (!prepared) {
      prepared = build().prepare(statementName(name, shape)) as PreparedSelect;
      shapes.set(shape, prepared);
    }
    return prepared;
  };
}

function boundSession(sessionOpen: SQL): BoundCondition {
  if (!(sessionOpen instanceof BoundCondition)) {
    throw new Error(
      'a prepared read needs the session check with its values (the auth module’s sessionIsOpen)',
    );
  }
  return sessionOpen;
}

/** What a prepared read is asked: its shape, its builder (placeholders only) and the placeholders' values. */
interface PreparedReadCall<R> {
  /** A key naming everything that changes the statement's text (optional filters, the number of listed ids). */
  shape?: string;
  /** Builds the query with `sql.placeholder(name)` for every value; called once per database and shape. */
  query: () => PlaceholderQuery<R>;
  /** The placeholders' values (their names must not start with `page$`, nor be the session check's). */
  values: Record<string, unknown>;
  /** The auth module's `sessionIsOpen(sessionId, userId)`. */
  sessionOpen: SQL;
}

/**
 * `readInSession` as a statement built once per database and shape: the same rows, null when the session is not
 * open. `name` names the prepared statement (unique in the portal).
 */
export function preparedReadInSession(name: string) {
  const cache = statementCache(name);
  return async <R>(db: Executor, call: PreparedReadCall<R>): Promise<R[] | null> => {
    const session = boundSession(call.sessionOpen);
    const shape = call.shape ?? '';
    const statement = cache(db, shape, () => selectInSession(db, call.query(), session.placeholders));
    return readInSessionRows<R>(await statement.execute({ ...session.values, ...call.values }));
  };
}

/**
 * `paginateInSession` as a statement built once per database and shape (the limit and offset are placeholders; a
 * page after the first adds the past-the-end count, so it is a shape of its own): the same page, total and
 * null for a closed session. The query's total must be named `total` (`totalCount`).
 */
export function preparedPageInSession(name: string) {
  const cache = statementCache(name);
  return async <R extends { total: number }, T = Omit<R, 'total'>>(
    db: Executor,
    call: PreparedReadCall<R> & { request: PageRequest },
    toItems: (rows: Array<Omit<R, 'total'>>) => T[] | Promise<T[]> = (rows) => rows as unknown as T[],
  ): Promise<Page<T> | null> => {
    const session = boundSession(call.sessionOpen);
    const skipped = (call.request.page - 1) * call.request.size;
    const shape = `${call.shape ?? ''}${skipped > 0 ? 'n' : '1'}`;
    const statement = cache(db, shape, () =>
      pageInSessionSql(
        db,
        call.query,
        sql.placeholder('page$limit'),
        sql.placeholder('page$offset'),
        skipped > 0,
        session.placeholders,
      ),
    );
    const rows = await statement.execute({
      ...session.values,
      ...call.values,
      page$limit: call.request.size,
      page$offset: skipped,
    });
    return pageInSessionRows(rows, call.request, toItems);
  };
}
