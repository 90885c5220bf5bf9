import type { FastifyInstance } from 'fastify';
import { call } from '../helpers.js';

/** Two colleagues invited by the world's owner: the team desk lists them and the audit trail has their rows. */
export async function inviteColleagues(app: FastifyInstance, owner: string): Promise<void> {
  for (const name of ['Ольга', 'Ли']) {
    const answer = await call(app, 'POST', '/api/staff/team/invitations', owner, {
      email: `colleague.${name.length}.${Date.now()}@example.ru`,
      name,
      roles: ['support'],
    });
    if (answer.statusCode !== 201) throw new Error(`invitation: ${answer.statusCode} ${answer.body}`);
  }
}
