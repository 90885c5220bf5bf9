import type { FastifyInstance } from 'fastify';
import { call } from '../helpers.js';

/**
 * The world's help desk: two tickets of the customer, the first with the staff's answer (lists of tickets and of
 * one ticket's messages hold two items). Answers the first ticket's id.
 */
export async function worldTickets(app: FastifyInstance, token: string, staff: string): Promise<number> {
  const ids: number[] = [];
  for (const message of ['Где моя посылка?', 'Как оплатить?']) {
    const response = await call(app, 'POST', '/api/helpDesk', token, { titleId: 2, message });
    if (response.statusCode !== 201) throw new Error(`ticket: ${response.statusCode} ${response.body}`);
    ids.push(Number(response.json().id));
  }
  const answer = await call(app, 'POST', `/api/staff/helpdesk/tickets/${ids[0]}/answers`, staff, {
    message: 'Проверяем',
  });
  if (answer.statusCode !== 201) throw new Error(`ticket answer: ${answer.statusCode} ${answer.body}`);
  return ids[0]!;
}
