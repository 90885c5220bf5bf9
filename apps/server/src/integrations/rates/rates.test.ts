import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cbrRateSource, CBR_CACHE_MS } from './cbr-source.js';
import { parseCbrDaily, ratePerUnit } from './parse-cbr-daily.js';
import type { OfficialRates, RateSource } from './rate-source.js';

const fixture = readFileSync(new URL('../../../test-fixtures/cbr/XML_daily-2026-11-24.xml', import.meta.url));
const decoded = new TextDecoder('windows-1251').decode(fixture);

describe('the Central Bank daily XML', () => {
  it('reads the date and the rates per one unit of the portal’s currencies', () => {
    expect(parseCbrDaily(decoded)).toEqual({
      date: '2026-11-24',
      rates: { RUB: '1.000000', USD: '81.581700', EUR: '94.281300', CNY: '11.203400' },
    });
  });

  it('divides Value by Nominal exactly, to six decimals rounded half up', () => {
    // Nominal 10 (Hong Kong dollars) and 100 (yen, tenge, drams) from the saved document.
    expect(ratePerUnit('104,6732', '10')).toBe('10.467320');
    expect(ratePerUnit('53,2140', '100')).toBe('0.532140');
    expect(ratePerUnit('15,8224', '100')).toBe('0.158224');
    // 1/3 and 2/3 of a millionth: down and up.
    expect(ratePerUnit('0,0001', '300')).toBe('0.000000');
    expect(ratePerUnit('0,0002', '300')).toBe('0.000001');
    // Older documents quoted the yuan per 10.
    expect(ratePerUnit('112,0340', '10')).toBe('11.203400');
  });

  it('keeps the Cyrillic names readable after decoding windows-1251 (the decoder is the right one)', () => {
    expect(decoded).toContain('<Name>Китайский юань</Name>');
    expect(fixture.includes(Buffer.from('Китайский', 'utf8'))).toBe(false);
  });

  it('refuses a document without one of the portal’s currencies, or without a date', () => {
    expect(() =>
      parseCbrDaily(decoded.replace('<CharCode>CNY</CharCode>', '<CharCode>XXX</CharCode>')),
    ).toThrow(/CNY/);
    expect(() => parseCbrDaily(decoded.replace('Date="24.11.2026"', ''))).toThrow(/Date/);
  });
});

describe('the cbr rate source against a stand-in bank on loopback', () => {
  let status = 200;
  let requests = 0;
  const server = createServer((_req, res) => {
    requests += 1;
    res.statusCode = status;
    res.setHeader('content-type', 'application/xml; charset=windows-1251');
    res.end(status === 200 ? fixture : 'down');
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/scripts/XML_daily.asp`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const tableRates: OfficialRates = {
    date: '2026-11-01',
    rates: { RUB: '1.000000', CNY: '11.200000', USD: '81.500000', EUR: '94.300000' },
  };
  const table: RateSource = { kind: 'table', latest: async () => tableRates };

  it('fetches once an hour, and falls back to the table (logged) when the bank fails', async () => {
    let clock = 1_000_000;
    const warnings: string[] = [];
    const source = cbrRateSource({
      url,
      fallback: table,
      log: { warn: (_detail, message) => warnings.push(message) },
      now: () => clock,
    });
    requests = 0;
    const first = await source.latest();
    expect(first.date).toBe('2026-11-24');
    expect(first.rates.USD).toBe('81.581700');
    await Promise.all([source.latest(), source.latest()]);
    clock += CBR_CACHE_MS - 1;
    await source.latest();
    expect(requests).toBe(1);

    status = 500;
    clock += 2;
    expect(await source.latest()).toEqual(tableRates);
    expect(requests).toBe(2);
    expect(warnings).toEqual(['CBR rates unavailable, using the rate table']);

    // The failure is not cached: the next request asks the bank again.
    status = 200;
    expect((await source.latest()).date).toBe('2026-11-24');
    expect(requests).toBe(3);
  });

  it('falls back when nothing listens at the address', async () => {
    const warnings: string[] = [];
    const source = cbrRateSource({
      url: 'http://127.0.0.1:9/XML_daily.asp',
      fallback: table,
      log: { warn: (_detail, message) => warnings.push(message) },
    });
    expect(await source.latest()).toEqual(tableRates);
    expect(warnings).toHaveLength(1);
  });
});
