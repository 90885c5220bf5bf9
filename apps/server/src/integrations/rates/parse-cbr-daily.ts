import { type CurrencyCcy, CURRENCY_CCYS } from '@cargo/domain';
import type { OfficialRates } from './rate-source.js';

const SCALE = 1_000_000n;

/** "11,2034" (the bank's comma decimal) as millionths, exactly. */
function toMicro(text: string): bigint {
  const match = /^(\d+)(?:[.,](\d{1,6}))?$/.exec(text.trim());
  if (!match) throw new Error(`CBR: not a rate: ${text}`);
  return BigInt(match[1]!) * SCALE + BigInt((match[2] ?? '').padEnd(6, '0'));
}

/** Value / Nominal to six decimals, rounded half up, as text: 1 unit's price in roubles. */
export function ratePerUnit(value: string, nominal: string): string {
  const units = BigInt(nominal.trim());
  if (units <= 0n) throw new Error(`CBR: bad Nominal ${nominal}`);
  const micro = (toMicro(value) * 2n + units) / (units * 2n);
  return `${micro / SCALE}.${(micro % SCALE).toString().padStart(6, '0')}`;
}

const tag = (xml: string, name: string) => new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1];

/**
 * The Central Bank's daily document (XML_daily.asp, already decoded to text): `<ValCurs Date="dd.mm.yyyy">` with
 * one `<Valute>` per currency holding `CharCode`, `Nominal` and `Value` (comma decimal). Answers the portal's
 * currencies; fails when one of them is missing, so a broken document never becomes a rate.
 */
export function parseCbrDaily(xml: string): OfficialRates {
  const day = /<ValCurs[^>]*\sDate="(\d{2})\.(\d{2})\.(\d{4})"/.exec(xml);
  if (!day) throw new Error('CBR: no ValCurs Date');
  const rates = { RUB: '1.000000' } as Record<CurrencyCcy, string>;
  for (const [, body] of xml.matchAll(/<Valute\b[^>]*>([\s\S]*?)<\/Valute>/g)) {
    const code = tag(body!, 'CharCode')?.trim();
    const nominal = tag(body!, 'Nominal');
    const value = tag(body!, 'Value');
    if (!code || !nominal || !value || !(CURRENCY_CCYS as readonly string[]).includes(code)) continue;
    rates[code as CurrencyCcy] = ratePerUnit(value, nominal);
  }
  const missing = CURRENCY_CCYS.filter((ccy) => rates[ccy] === undefined);
  if (missing.length) throw new Error(`CBR: no rate for ${missing.join(', ')}`);
  return { date: `${day[3]}-${day[2]}-${day[1]}`, rates };
}
