import { PAGE_SIZE_MAX } from '@cargo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test/helpers.js';
import { isListAnswer, type Operation, readOperations, urlOf } from '../test/contract/openapi.js';
import { buildWorld, type World } from '../test/contract/world.js';

/** Values for required query parameters and request bodies of list calls, by name. */
const QUERY_SAMPLES: Record<string, string> = {
  address: 'Москва',
  idocOrg: 'МВД',
  incomingDeclaration: 'YT1000000001',
};
const BODY_SAMPLES: Record<string, unknown> = {
  '/api/recipient-client-data/ukr/cities/cl': { region: 'Киевская' },
  '/api/recipient-client-data/ukr/city/branches/cl': { city: 'Киев' },
};
/**
 * Lists that hold fewer than two items even for the seeded customer, and why. Every other list must show the
 * totals and pages rule on a total larger than the page.
 */
const SHORT_LISTS: Record<string, string> = {
  'GET /api/goods/parcel/{parcelId}': 'a one-click parcel holds exactly one good',
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
    const required: Record<string, string | number> = {};
    for (const p of op.parameters) {
      if (p.in === 'query' && p.required) {
        const sample = QUERY_SAMPLES[p.name] ?? world.ids[p.name];
        if (sample === undefined) throw new Error(`${op.method} ${op.path}: no sample for query ${p.name}`);
        required[p.name] = sample;
      }
    }
    const url = urlOf(op.path, world.ids as Record<string, string | number>, { ...required, ...query });
    return call(t.app, op.method as 'GET', url, tokenFor(op), op.hasBody ? BODY_SAMPLES[op.path] : undefined);
  };

  it('finds the list calls', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it('declares page and offset with a default page size and the cap on every list', () => {
    for (const op of lists) {
      const page = op.parameters.find((p) => p.in === 'query' && p.name === 'page');
      const offset = op.parameters.find((p) => p.in === 'query' && p.name === 'offset');
      expect(page, `${op.method} ${op.path}: page`).toBeDefined();
      expect(offset?.schema?.default, `${op.method} ${op.path}: offset default`).toEqual(expect.any(Number));
      expect(offset?.schema?.maximum, `${op.method} ${op.path}: offset cap`).toBe(PAGE_SIZE_MAX);
    }
  });

  it('answers the envelope with the spec’s page count at the default size, and refuses a size over the cap', async () => {
    for (const op of lists) {
      const name = `${op.method} ${op.path}`;
      const response = await requestOf(op);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      const body = response.json();
      expect(Object.keys(body).sort(), name).toEqual(['data', 'page', 'totalElements', 'totalPages']);
      const size = Number(op.parameters.find((p) => p.name === 'offset')?.schema?.default);
      expect(body.page, name).toBe(1);
      expect(body.data.length, name).toBe(Math.min(size, body.totalElements));
      expect(body.totalPages, name).toBe(
        body.totalElements > size ? Math.ceil(body.totalElements / size) : 0,
      );
      const over = await requestOf(op, { offset: PAGE_SIZE_MAX + 1 });
      expect(over.statusCode, `${name} offset over the cap`).toBe(400);
      expect(over.json().code, name).toBe('VALIDATION_ERROR');
    }
  });

  it('pages a total larger than the page: one item a page, the last page, and past the end', async () => {
    for (const op of lists) {
      const name = `${op.method} ${op.path}`;
      const all = (await requestOf(op)).json();
      if (all.totalElements < 2) {
        expect(
          SHORT_LISTS[name],
          `${name} has ${all.totalElements} items: seed more in world.ts`,
        ).toBeDefined();
        continue;
      }
      const total = all.totalElements as number;
      const first = (await requestOf(op, { offset: 1 })).json();
      expect(first, name).toMatchObject({ totalElements: total, totalPages: total, page: 1 });
      expect(first.data, name).toHaveLength(1);
      const last = (await requestOf(op, { offset: 1, page: total })).json();
      expect(last, name).toMatchObject({ totalElements: total, totalPages: total, page: total });
      expect(last.data, name).toHaveLength(1);
      expect(last.data[0], `${name}: the last page is not the first`).not.toEqual(first.data[0]);
      const past = (await requestOf(op, { offset: 1, page: total + 1 })).json();
      expect(past, `${name} past the end`).toMatchObject({
        data: [],
        totalElements: total,
        totalPages: total,
      });
    }
  });
});
