import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signUpClient, type TestApp } from '../test/helpers.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signUpClient(t.app)).token;
});
afterAll(() => t.close());

const cargo = { name: 'Станки', placesCount: 2 };

function createCargo(key: string | null, body: object = cargo, as = token) {
  const headers = key === null ? bearer(as) : { ...bearer(as), 'idempotency-key': key };
  return t.app.inject({ method: 'POST', url: '/api/cargo', headers, payload: body });
}

async function cargoCount(as = token): Promise<number> {
  const list = await t.app.inject({ method: 'GET', url: '/api/cargo', headers: bearer(as) });
  return list.json().totalElements as number;
}

describe('Idempotency-Key on creates', () => {
  it('answers a repeat with the same key with the first object (same status and body), creating one', async () => {
    const before = await cargoCount();
    const first = await createCargo('click-double-0001');
    const second = await createCargo('click-double-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await cargoCount()).toBe(before + 1);
  });

  it('creates two objects for two keys, and for no key at all', async () => {
    const before = await cargoCount();
    const first = await createCargo('click-keys-00001');
    const second = await createCargo('click-keys-00002');
    expect(second.json().id).not.toBe(first.json().id);
    await createCargo(null);
    await createCargo(null);
    expect(await cargoCount()).toBe(before + 4);
  });

  it('creates one object for a concurrent pair with one key, and both answer it', async () => {
    const before = await cargoCount();
    const [first, second] = await Promise.all([
      createCargo('click-race-00001'),
      createCargo('click-race-00001'),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json().id).toBe(first.json().id);
    expect(await cargoCount()).toBe(before + 1);
  });

  it("keeps each customer's keys apart", async () => {
    const other = (await signUpClient(t.app)).token;
    const mine = await createCargo('click-shared-0001');
    const theirs = await createCargo('click-shared-0001', cargo, other);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
    expect(await cargoCount(other)).toBe(1);
  });

  it('refuses the same key on another request, and a malformed key', async () => {
    await createCargo('click-reuse-00001');
    const other = await createCargo('click-reuse-00001', { name: 'Другое', placesCount: 3 });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    const malformed = await createCargo('<script>');
    expect(malformed.statusCode).toBe(400);
  });

  it('lets a failed first request be retried with its key', async () => {
    const key = 'click-retry-00001';
    const headers = { ...bearer(token), 'idempotency-key': key };
    const conversion = { amount: 100, from: 'RUB', to: 'CNY' };
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/client/conversions',
      headers,
      payload: conversion,
    });
    expect(short.statusCode).toBe(402);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/client/conversions',
      headers,
      payload: conversion,
    });
    expect(again.statusCode).toBe(402);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('is declared on every customer create in the API description', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, { post?: { parameters?: Array<{ in: string; name: string }> } }>;
    };
    const creates = [
      '/api/goods/create',
      '/api/readyGoods/cl',
      '/api/parcel/cl',
      '/api/parcel/virtual',
      '/api/cargo',
      '/api/recipient-client-data/cl',
      '/api/client-address/cl',
      '/api/client/top-ups',
      '/api/crypto',
      '/api/client/conversions',
    ];
    for (const path of creates) {
      const names = (doc.paths[path]?.post?.parameters ?? []).map((p) => `${p.in}:${p.name}`);
      expect(names, path).toContain('header:idempotency-key');
    }
  });
});
