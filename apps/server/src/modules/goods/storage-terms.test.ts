import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../test/helpers.js';

describe('the storage terms are published from the server’s configuration (decisions 031, 052)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ storageFees: { freeDays: 14, dailyFeeRub: '25.50' } });
  });
  afterAll(() => t.close());

  it('answers anyone the free days and the daily fee the storage job charges', async () => {
    const response = await call(t.app, 'GET', '/api/storage-terms', null);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ freeDays: 14, dailyFeeRub: 25.5, currency: 'RUB' });
  });
});
