import { and, eq, ilike, like, or, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type DeskSearch, parseDeskSearch } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { anyOfSubquery } from '../../db/any-of.js';
import { deskWords, startsWith, typedTrackKey } from '../../db/search-expressions.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The columns (joined with spaces) contain the search's words, any case; undefined when it has none. */
export function wordsIn(search: DeskSearch, ...columns: PgColumn[]): SQL | undefined {
  if (!search.words) return undefined;
  const pattern = `%${escapeLike(search.words)}%`;
  // One column as it is, several through desk_words: the expressions the trigram indexes hold (decision 071).
  return columns.length === 1 ? ilike(columns[0]!, pattern) : sql`${deskWords(...columns)} ilike ${pattern}`;
}

/** The customers a search names, as a condition on `users`: by code, e-mail, name (either order) or phone. */
export function customerMatch(search: DeskSearch): SQL | undefined {
  const matches: SQL[] = [];
  if (search.clientId !== null) matches.push(eq(users.id, search.clientId));
  if (search.words) {
    matches.push(
      ilike(users.email, `%${escapeLike(search.words)}%`),
      wordsIn(search, users.name, users.middleName, users.surname)!,
      wordsIn(search, users.surname, users.name, users.middleName)!,
    );
  }
  if (search.phoneDigits) matches.push(like(users.phone, `%${search.phoneDigits}%`));
  return matches.length > 0 ? or(...matches) : undefined;
}

/** Where a desk's rows keep what the search may find them by. */
export interface DeskSearchColumns {
  /** The owning customer's id. */
  owner: PgColumn;
  /** The object's own numbers (its id; an order's number for a lot). */
  numbers?: PgColumn[];
  /** Track keys already normalised (`track_key`), matched by their start. */
  trackKeys?: PgColumn[];
  /** Tracks as they were typed (outgoing tracks), normalised in the query and matched by their start. */
  typedTracks?: PgColumn[];
  /** The desk's own further matches (a recipient's own name, the parcels holding a good of that track). */
  more?: (search: DeskSearch) => Array<SQL | undefined>;
  /**
   * Customers another module finds for the text, as a subquery of user ids: the recipients module's
   * `customersWithPassport` (decision 071), so a passport finds its customer's objects on every desk.
   */
  alsoCustomers?: SQLWrapper;
}

/**
 * The one search of the staff desks (decision 050): the rows whose customer the text names (the customers are
 * resolved once, as a subquery of the same statement) or whose own number or track it is. Undefined for an empty
 * box (no filter); a text nothing can match finds nothing.
 */
export function deskSearchCondition(
  db: Executor,
  q: string | undefined,
  columns: DeskSearchColumns,
): SQL | undefined {
  const search = parseDeskSearch(q);
  if (!search) return undefined;
  const matches: Array<SQL | undefined> = [];
  const customers = customerMatch(search);
  if (customers) {
    const found = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'client'), customers));
    matches.push(anyOfSubquery(columns.owner, found));
  }
  if (columns.alsoCustomers) matches.push(anyOfSubquery(columns.owner, columns.alsoCustomers));
  if (search.number !== null) matches.push(...(columns.numbers ?? []).map((c) => eq(c, search.number!)));
  if (search.trackKey !== null) {
    const key = search.trackKey;
    matches.push(...(columns.trackKeys ?? []).map((column) => startsWith(column, key)));
    matches.push(...(columns.typedTracks ?? []).map((column) => startsWith(typedTrackKey(column), key)));
  }
  matches.push(...(columns.more?.(search) ?? []));
  const found = matches.filter((match): match is SQL => match !== undefined);
  return found.length > 0 ? or(...found) : sql`false`;
}
