import type { FastifyInstance } from 'fastify';
import { call } from './helpers.js';
import { fundCustomer } from './four-eyes-helpers.js';

/** A customer's new cargo request (10); its id. */
export async function newCargo(app: FastifyInstance, token: string, name = 'Станки'): Promise<number> {
  const answer = await call(app, 'POST', '/api/cargo', token, { name, placesCount: 2 });
  if (answer.statusCode !== 201) throw new Error(`cargo not created: ${answer.body}`);
  return answer.json().id as number;
}

/** A cargo received and weighed by the warehouse, awaiting payment (33); 120 kg in 0.5 m³ → 42 000 ₽. */
export async function cargoToPay(app: FastifyInstance, token: string, staff: string): Promise<number> {
  const id = await newCargo(app, token);
  await call(app, 'PUT', `/api/staff/cargo/${id}/receive`, staff);
  const weighed = await call(app, 'PUT', `/api/staff/cargo/${id}/weigh`, staff, {
    weightKg: 120,
    volumeM3: 0.5,
  });
  if (weighed.statusCode !== 200) throw new Error(`cargo not weighed: ${weighed.body}`);
  return id;
}

/** The customer's ruble balance as the cabinet shows it. */
export async function rubBalance(app: FastifyInstance, token: string): Promise<number> {
  const info = (await call(app, 'GET', '/api/client/my-info', token)).json();
  return (info.accounts as Array<{ currency: { ccy: string }; balance: number }>).find(
    (account) => account.currency.ccy === 'RUB',
  )!.balance;
}

/** Puts `amount` rubles on the customer's account through the finance desk's correction. */
export async function giveRubles(app: FastifyInstance, staff: string, token: string, amount: number) {
  const userId = (await call(app, 'GET', '/api/client/my-info', token)).json().id as number;
  await fundCustomer(app, staff, userId, 'RUB', amount, 'Пополнение для карго');
}
