import type { FastifyInstance } from 'fastify';
import { call } from '../helpers.js';

async function ok(app: FastifyInstance, method: 'POST' | 'PUT', url: string, token: string, body?: unknown) {
  const response = await call(app, method, url, token, body);
  if (response.statusCode >= 300)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * The finance desk's money for the sweeps: two promo codes (the customer redeems one and converts part of it, so
 * the ledger has three rows); two values more of the yuan rate and of the margin (their histories hold three); and
 * two corrections above the four-eyes threshold waiting for a second member (decision 049).
 */
export async function seedWorldFinance(
  app: FastifyInstance,
  staff: string,
  token: string,
  customerId: number,
) {
  await ok(app, 'POST', '/api/staff/promo-codes', staff, {
    code: 'WORLD500',
    amount: 500,
    currency: 'RUB',
    maxUses: 10,
  });
  await ok(app, 'POST', '/api/staff/promo-codes', staff, { code: 'WORLD10', discountPercent: 10 });
  await ok(app, 'POST', '/api/promoCode/WORLD500', token);
  await ok(app, 'POST', '/api/client/conversions', token, { from: 'RUB', to: 'CNY', amount: 100 });
  for (const rate of ['11.3', '11.2']) await ok(app, 'PUT', '/api/staff/currency-rates/CNY', staff, { rate });
  for (const marginPercent of ['2.5', '2']) {
    await ok(app, 'PUT', '/api/staff/finance-settings/margin', staff, { marginPercent });
  }
  for (const amount of [20_000, 30_000]) {
    const asked = await ok(app, 'POST', `/api/staff/customers/${customerId}/corrections`, staff, {
      currency: 'RUB',
      amount,
      reason: 'Компенсация по претензии',
    });
    if (asked.statusCode !== 202)
      throw new Error(`a correction above the threshold answered ${asked.statusCode}`);
  }
}
