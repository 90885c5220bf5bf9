import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signInStaff, signUpClient, type TestApp } from '../../test/helpers.js';
import { fundCustomer } from '../../test/four-eyes-helpers.js';

const fixture = readFileSync(new URL('../../../test-fixtures/cbr/XML_daily-2026-11-24.xml', import.meta.url));

/** RATE_SOURCE=cbr end to end: the public rates and a conversion use the bank's rates from a stand-in on loopback. */
describe('rates from the Central Bank (stand-in)', () => {
  const server = createServer((_req, res) => {
    res.setHeader('content-type', 'application/xml; charset=windows-1251');
    res.end(fixture);
  });
  let t: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scripts/XML_daily.asp`;
    t = await createTestApp({ rates: { source: 'cbr', cbrDailyUrl: url } });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('answers the bank’s rates with the margin, and converts at them', async () => {
    const rates = (await call(t.app, 'GET', '/api/currency-rate', null)).json();
    const cny = rates.find((r: { eCurrency: { ccy: string } }) => r.eCurrency.ccy === 'CNY');
    // 11.2034 × 1.02 = 11.427468 → 11.4275.
    expect(cny).toEqual({
      eCurrency: { ccy: 'CNY', code: 156 },
      rate: 11.4275,
      officialRate: 11.2034,
      date: '2026-11-24',
    });
    const staff = await signInStaff(t.app);
    expect((await call(t.app, 'GET', '/api/staff/currency-rates', staff)).json().source).toBe('cbr');

    const client = await signUpClient(t.app);
    const id = (await call(t.app, 'GET', '/api/client/my-info', client.token)).json().id;
    await fundCustomer(t.app, staff, id, 'USD', 100);
    const answer = await call(t.app, 'POST', '/api/client/conversions', client.token, {
      from: 'USD',
      to: 'RUB',
      amount: 100,
    });
    // 100 × 81.5817 / 1.02 = 7998.205… → 7998.20 ₽.
    expect(answer.json().credited).toEqual({ currency: 'RUB', amount: 7998.2 });
  });
});
