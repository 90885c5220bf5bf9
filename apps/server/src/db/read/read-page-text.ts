import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { type Piece, PortalText } from './json-projection.js';
import {
  openRows,
  pageEnvelopeText,
  type PageRequest,
  pastEndTotal,
  type ReadQuery,
  type ReadScope,
  run,
  withSession,
} from './reader.js';

/**
 * A page whose rows PostgreSQL writes as JSON text (`jsonProjection`), as the JSON text of the envelope, with
 * `extra` values read in the same statement (written after `page`). Rows the portal writes nothing of are joined by
 * PostgreSQL into one string; rows with `portalText` pieces come back as their pieces and keys, joined here.
 */
export async function readPageText<E extends Record<string, unknown> = Record<string, never>>(
  scope: ReadScope,
  pieces: Piece[],
  query: (columns: Record<string, SQL.Aliased>) => ReadQuery<{ total: number }>,
  request: PageRequest,
  extra: { [K in keyof E]: SQL<E[K]> } = {} as { [K in keyof E]: SQL<E[K]> },
): Promise<string> {
  const parts = projectionColumns(pieces);
  const skipped = (request.page - 1) * request.size;
  const page = () => query(parts.columns).limit(request.size).offset(skipped);
  const pastEnd = skipped > 0 ? pastEndTotal(query(parts.columns)) : sql`null`;
  const [row, ...more] = openRows(
    scope,
    await run(scope, undefined, '', (session) =>
      parts.joinable
        ? joinedPage(scope.db, page(), session, pastEnd, extra as Record<string, SQL>)
        : withSession(scope.db, page(), session, {
            ...(extra as Record<string, SQL>),
            pastEndTotal$: pastEnd,
          }),
    ),
  );
  const values = Object.fromEntries(Object.keys(extra).map((name) => [name, row![name]]));
  if (parts.joinable) {
    return pageEnvelopeText((row!.data as string | null) ?? '', row!.total as number, request, values);
  }
  const rows = [row!, ...more].filter((found) => found.total !== null);
  const total = (rows[0]?.total as number | undefined) ?? (row!.pastEndTotal$ as number | null) ?? 0;
  return pageEnvelopeText(rows.map(parts.write).join(','), total, request, values);
}

/** The page's rows (`json0`) joined by PostgreSQL in the page's order: the portal receives one string. */
function joinedPage(
  db: Executor,
  page: ReadQuery<unknown>,
  session: SQL,
  pastEnd: SQL,
  extra: Record<string, SQL>,
) {
  return db
    .select({
      ...extra,
      open$: sql<boolean>`session.open`,
      data: sql<string | null>`"page"."data"`,
      total: sql<number>`coalesce("page"."total", ${pastEnd}, 0)`.mapWith(Number),
    })
    .from(
      sql`(select ${session} as open) as session left join lateral (
        select string_agg(numbered.json0, ',' order by numbered.n) as data, max(numbered.total) as total
        from (select r.json0, r.total, row_number() over () as n from (${page.getSQL()}) as r) as numbered
      ) as "page" on session.open`,
    );
}

/**
 * A projection's SQL pieces as columns `json0…` of a select, its portal pieces as key columns `key1…`, and the
 * writer of a row's JSON text from them (one object read with `readRows`, or a page's rows).
 */
export function projectionColumns(pieces: Piece[]) {
  const columns: Record<string, SQL.Aliased> = {};
  const writers: Array<(row: Record<string, unknown>) => string> = [];
  let text: SQL[] = [];
  const close = () => {
    const name = `json${writers.length}`;
    columns[name] = sql<string>`${sql.join(text, sql` || `)}`.as(name);
    writers.push((row) => row[name] as string);
    text = [];
  };
  for (const piece of pieces) {
    if (!(piece instanceof PortalText)) {
      text.push(piece);
      continue;
    }
    if (text.length) close();
    const name = `key${writers.length}`;
    columns[name] = sql<number>`${piece.key}`.mapWith(Number).as(name);
    writers.push((row) => piece.write(row[name] as number));
  }
  if (text.length) close();
  return {
    columns,
    joinable: writers.length === 1 && 'json0' in columns,
    write: (row: Record<string, unknown>) => writers.map((write) => write(row)).join(''),
  };
}
