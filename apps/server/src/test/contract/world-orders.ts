import type { FastifyInstance } from 'fastify';
import { call, signUpClient } from '../helpers.js';
import { insertLot } from '../order-desk-fixtures.js';
import { giveYuan } from '../order-fixtures.js';

/** Two lots of a second customer waiting on the buyer's desk, charged through lot-money as sending them does. */
export async function seedDeskLots(app: FastifyInstance, staff: string): Promise<void> {
  const buyer = await signUpClient(app);
  const info = await call(app, 'GET', '/api/client/my-info', buyer.token);
  if (info.statusCode !== 200) throw new Error(`my-info: ${info.statusCode} ${info.body}`);
  const buyerId = Number(info.json().id);
  await giveYuan(app, staff, buyerId, 1000);
  for (let i = 0; i < 2; i += 1) await insertLot(app, { userId: buyerId });
}
