import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DELIVERY_STATUS } from '@cargo/domain';

/**
 * Two dead letters for the staff's list (its paging sweep needs more than one): the customer's events whose
 * e-mail failed every attempt, as the deliver job leaves them (delivery.test.ts makes real ones).
 */
export async function seedDeadLetters(app: FastifyInstance, userId: number): Promise<void> {
  await app.ctx.db.execute(sql`
    with events as (
      insert into notification_events (user_id, kind, object_id, status_id, action)
      values (${userId}, 'parcel', 1, 33, 'weigh'), (${userId}, 'parcel', 2, 33, 'weigh')
      returning id
    )
    insert into notification_deliveries (event_id, channel, status_id, attempts, last_error, failed_at)
    select id, 'email', ${DELIVERY_STATUS.FAILED}, 5, '554 5.0.0 refused', now() from events`);
}
