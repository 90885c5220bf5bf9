import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { bearer, signInStaff, testConfig } from '../../test/helpers.js';
import { type CapturedStatement, captureStatements } from '../../test/statement-capture.js';
import { createTestDatabase, usingPostgres } from '../../test/test-database.js';
import { DESK_SEARCH_FILL, phoneOf } from './desk-search-fill.js';

/** The tables that grow with the business (issue 33: 100k customers, 3M goods, 1M parcels, 10M ledger rows). */
const LARGE = new Set([
  'users',
  'goods',
  'parcels',
  'recipients',
  'account_transactions',
  'tickets',
  'ticket_messages',
  'top_ups',
  'cargos',
  'order_units',
]);

/** Every search kind the issue names, as a desk member types it. */
const SEARCHES: Record<string, string> = {
  'customer code': 'K112345',
  'e-mail': 'user12345@example45',
  phone: phoneOf(12345),
  'phone tail': phoneOf(12345).slice(-7),
  name: 'Фамилия12345',
  'name and surname': 'Иван Фамилия12345',
  'incoming track': 'YT0000012345',
  'outgoing track': 'RU000012345',
  'object number': '№ 12345',
  passport: '4510 654321',
};

/** A desk page reads its rows and what they show (the parcel desk: 8 for 1,000 rows), each once: more is per row. */
const MAX_STATEMENTS_PER_DESK_CALL = 8;

const DESKS = [
  '/api/staff/parcels',
  '/api/staff/parcels/counters',
  '/api/staff/goods',
  '/api/staff/goods/counters',
  '/api/staff/cargo',
  '/api/staff/cargo/counters',
  '/api/staff/orders/lots',
  '/api/staff/recipients',
  '/api/staff/recipients/counters',
  '/api/staff/top-ups',
  '/api/staff/top-ups/counters',
  '/api/staff/customers',
  '/api/staff/helpdesk/tickets',
];

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScansOn(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && LARGE.has(node['Relation Name']))
    found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScansOn(child, found);
  return found;
}

if (!usingPostgres) {
  console.log(
    "desk-search-plans: skipped on PGlite — the plans that matter are the PostgreSQL server's on tens of thousands of rows; set TEST_DATABASE_URL to run it",
  );
}

/**
 * Decision 071: no desk search reads a large table sequentially. The desks are called over HTTP with each search
 * kind, every statement they send is captured with its parameters and EXPLAINed on a database of tens of thousands
 * of rows (ANALYZEd), and a `Seq Scan` on a large table fails the test.
 */
describe.skipIf(!usingPostgres)('desk search plans on PostgreSQL', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let capture: ReturnType<typeof captureStatements>;
  let staff: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    capture = captureStatements(database);
    app = await buildApp(testConfig(), { database, mailer: { send: async () => {} } });
    await app.ready();
    staff = await signInStaff(app, ['owner']);
    for (const statement of DESK_SEARCH_FILL) await database.db.execute(sql.raw(statement));
  }, 120_000);
  afterAll(() => app?.close());

  /** The large tables each statement of these calls reads sequentially, as `url: table` lines. */
  async function seqScansOf(urls: string[], post?: object) {
    const problems: string[] = [];
    let explained = 0;
    for (const url of urls) {
      const { result, statements } = await capture(() =>
        app.inject({ method: post ? 'POST' : 'GET', url, headers: bearer(staff), payload: post }),
      );
      expect(result.statusCode, `${url}: ${result.body.slice(0, 200)}`).toBe(200);
      for (const statement of statements.filter((s: CapturedStatement) =>
        /^\s*(select|with)\b/i.test(s.text),
      )) {
        const { rows } = await database.sqlClient.executeSql(
          `explain (format json) ${statement.text}`,
          statement.params,
        );
        const plan = (rows[0] as { 'QUERY PLAN': Array<{ Plan: PlanNode }> })['QUERY PLAN'][0]!.Plan;
        explained += 1;
        for (const table of seqScansOn(plan))
          problems.push(`${url}: Seq Scan on ${table} in ${statement.text}`);
      }
    }
    return { problems, explained };
  }

  const urlsOf = (text: string) => DESKS.map((desk) => `${desk}?q=${encodeURIComponent(text)}`);

  for (const [kind, text] of Object.entries(SEARCHES)) {
    it(`searches by ${kind} («${text}») on every desk without a sequential scan of a large table`, async () => {
      const { problems, explained } = await seqScansOf(urlsOf(text));
      expect(explained).toBeGreaterThanOrEqual(DESKS.length);
      expect(problems).toEqual([]);
    });
  }

  it('sends a few statements for a page of many customers, on every desk (none per customer)', async () => {
    const counts: string[] = [];
    const grown: string[] = [];
    for (const desk of DESKS) {
      // «example4» is in the e-mail of one customer in nine: each row of a page is another customer's.
      const url = `${desk}?q=example4`;
      const { result, statements } = await capture(() =>
        app.inject({ method: 'GET', url, headers: bearer(staff) }),
      );
      expect(result.statusCode, url).toBe(200);
      const rows = (result.json() as { data?: unknown[]; content?: unknown[] }).data?.length;
      counts.push(`${desk}: ${statements.length} statements, ${rows ?? '-'} rows`);
      if (statements.length > MAX_STATEMENTS_PER_DESK_CALL) grown.push(counts.at(-1)!);
    }
    console.log(`desk calls over thousands of customers:\n  ${counts.join('\n  ')}`);
    expect(counts.filter((line) => /\d{2,} rows/.test(line)).length).toBeGreaterThanOrEqual(5);
    expect(grown).toEqual([]);
  });

  it("reads the warehouse's receive scan by its track without a sequential scan", async () => {
    const { problems, explained } = await seqScansOf(['/api/staff/warehouse/receive'], {
      trackNumber: 'yt 0000054321',
    });
    expect(explained).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('finds the sequential scan when an index the search needs is gone (the check can fail)', async () => {
    await database.db.execute(sql`drop index parcels_outgoing_track_idx`);
    await database.db.execute(sql`analyze parcels`);
    const { problems } = await seqScansOf([`/api/staff/parcels/counters?q=${SEARCHES['outgoing track']}`]);
    expect(problems.join('\n')).toMatch(/Seq Scan on parcels/);
  });
});
