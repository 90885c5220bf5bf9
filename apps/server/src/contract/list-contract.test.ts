import { PAGE_SIZE_MAX } from '@cargo/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/helpers.js';
import { isListAnswer, type Operation, readOperations, urlOf } from '../test/contract/openapi.js';
import { buildWorld, type World } from '../test/contract/world.js';

/** Query values and bodies that make each look-up list find something, by path (any other required one fails). */
const QUERY_SAMPLES: Record<string, Record<string, string>> = {
  '/api/dadata/postalUnit': { address: 'Тула' },
  '/api/calc/cities': { country: '643', city: 'Са' },
  '/api/client-address/suggestion': { address: 'Москва' },
  '/api/client-address/ukr/suggestion': { address: 'Одес' },
  '/api/recipient-client-data/idoc-org/suggestion': { idocOrg: 'москв' },
};
const BODY_SAMPLES: Record<string, unknown> = {
  '/api/recipient-client-data/ukr/cities/cl': { region: 'Киевская область' },
  '/api/recipient-client-data/ukr/city/branches/cl': { city: 'Киев' },
};
/**
 * Lists that hold fewer than two items even for the seeded customer, and why. Every other list must show the
 * totals and pages rule on a total larger than the page.
 */
const SHORT_LISTS: Record<string, string> = {
  'GET /api/goods/parcel/{parcelId}': 'a one-click parcel holds exactly one good',
};

/** Lists whose page left out is the last one (a chat opens at its newest messages): asked for page 1 here. */
const LAST_PAGE_BY_DEFAULT = new Set(['GET /api/helpDesk/answers/{ticketId}']);

/** Envelope keys a list answers besides the envelope, and why. */
const EXTRA_KEYS: Record<string, string[]> = {
  // Spec section 3 "Parcel list state": the counters come with the list.
  'GET /api/client/my-parcels': ['parcelsAwaitingPayment', 'problemsRuCustoms', 'problemsRuDelivery'],
  // The buyer's desk: the number of lots in every status, for its tabs.
  'GET /api/staff/orders/lots': ['counts'],
  // Spec section 3 "Order store": the counters (ready orders waiting too, decision 051), and the commission the
  // order form's total uses.
  'GET /api/client/my-orders': [
    'newOrderCount',
    'readyOrderCount',
    'confirmOrdersCount',
    'commissionPercent',
  ],
  // The help desk: a ticket's messages come with the ticket and its auto-close (decision 053); the staff queue with
  // the tickets in every status.
  'GET /api/helpDesk/answers/{ticketId}': ['autoClose', 'ticket'],
  'GET /api/staff/helpdesk/tickets': ['counts'],
  // Four-eyes requests: the number in every status, for the finance desk's tabs (decision 049).
  'GET /api/staff/approvals': ['counts'],
  // The bell's count comes with the list.
  'GET /api/notifications': ['unread'],
};

/**
 * Every list call of the OpenAPI document answers the spec's envelope, takes `page` and `offset` (the page size)
 * with a default and a cap, and counts pages by the spec's rule on a small and a large total.
 */
describe('list contract', () => {
  let t: TestApp;
  let world: World;
  let lists: Operation[];
  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t.app);
    lists = (await readOperations(t.app)).operations.filter((op) => isListAnswer(op.okSchema));
  }, 120_000);
  afterAll(() => t.close());

  const tokenFor = (op: Operation) =>
    !op.secured ? null : op.path.startsWith('/api/staff/') ? world.staff : world.customer.token;
  const requestOf = (op: Operation, query: Record<string, string | number> = {}) => {
    const required: Record<string, string | number> = { ...QUERY_SAMPLES[op.path] };
    for (const p of op.parameters) {
      if (p.in === 'query' && p.required && required[p.name] === undefined) {
        const sample = world.ids[p.name];
        if (sample === undefined) throw new Error(`${op.method} ${op.path}: no sample for query ${p.name}`);
        required[p.name] = sample;
      }
    }
    const first: Record<string, number> = LAST_PAGE_BY_DEFAULT.has(`${op.method} ${op.path}`)
      ? { page: 1 }
      : {};
    const url = urlOf(op.path, world.ids as Record<string, string | number>, {
      ...required,
      ...first,
      ...query,
    });
    return call(t.app, op.method as 'GET', url, tokenFor(op), op.hasBody ? BODY_SAMPLES[op.path] : undefined);
  };

  /** Collected over a whole test so that one run names every list that breaks the contract. */
  let problems: string[] = [];
  const check = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  beforeEach(() => {
    problems = [];
  });
  afterEach(() => {
    expect(problems).toEqual([]);
  });

  it('finds the list calls', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it('declares page and offset with a default page size and the cap on every list', () => {
    for (const op of lists) {
      const name = `${op.method} ${op.path}`;
      const page = op.parameters.find((p) => p.in === 'query' && p.name === 'page');
      const offset = op.parameters.find((p) => p.in === 'query' && p.name === 'offset');
      check(page !== undefined, `${name}: no page parameter`);
      check(typeof offset?.schema?.default === 'number', `${name}: no default page size (offset)`);
      check(offset?.schema?.maximum === PAGE_SIZE_MAX, `${name}: offset not capped at ${PAGE_SIZE_MAX}`);
    }
  });

  it('answers the envelope with the spec’s page count at the default size, and refuses a size over the cap', async () => {
    for (const op of lists) {
      const name = `${op.method} ${op.path}`;
      const response = await requestOf(op);
      if (response.statusCode !== 200) {
        problems.push(`${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        continue;
      }
      const body = response.json();
      const keys = Object.keys(body).sort().join(',');
      const expected = ['data', 'page', 'totalElements', 'totalPages', ...(EXTRA_KEYS[name] ?? [])]
        .sort()
        .join(',');
      check(keys === expected, `${name}: answers ${keys}`);
      const size = Number(op.parameters.find((p) => p.name === 'offset')?.schema?.default);
      check(body.page === 1, `${name}: page ${body.page}`);
      check(
        body.data.length === Math.min(size, body.totalElements),
        `${name}: ${body.data.length} items of ${body.totalElements} at page size ${size}`,
      );
      const pages = body.totalElements > size ? Math.ceil(body.totalElements / size) : 0;
      check(body.totalPages === pages, `${name}: totalPages ${body.totalPages}, the rule says ${pages}`);
      const over = await requestOf(op, { offset: PAGE_SIZE_MAX + 1 });
      check(
        over.statusCode === 400 && over.json().code === 'VALIDATION_ERROR',
        `${name}: a page size over the cap answers ${over.statusCode}`,
      );
    }
  });

  it('pages a total larger than the page: one item a page, the last page, and past the end', async () => {
    for (const op of lists) {
      const name = `${op.method} ${op.path}`;
      const all = (await requestOf(op)).json();
      if (!(all.totalElements >= 2)) {
        check(name in SHORT_LISTS, `${name} has ${all.totalElements} items: seed more in world.ts`);
        continue;
      }
      const total = all.totalElements as number;
      const first = (await requestOf(op, { offset: 1 })).json();
      check(
        first.totalElements === total &&
          first.totalPages === total &&
          first.page === 1 &&
          first.data.length === 1,
        `${name}: first page of one ${JSON.stringify({ ...first, data: first.data.length })}`,
      );
      const last = (await requestOf(op, { offset: 1, page: total })).json();
      check(
        last.totalElements === total &&
          last.totalPages === total &&
          last.page === total &&
          last.data.length === 1,
        `${name}: last page of one ${JSON.stringify({ ...last, data: last.data?.length })}`,
      );
      check(
        JSON.stringify(last.data?.[0]) !== JSON.stringify(first.data?.[0]),
        `${name}: the last page repeats the first`,
      );
      const past = (await requestOf(op, { offset: 1, page: total + 1 })).json();
      check(
        past.data?.length === 0 && past.totalElements === total && past.totalPages === total,
        `${name}: past the end ${JSON.stringify({ ...past, data: past.data?.length })}`,
      );
    }
  });
});
