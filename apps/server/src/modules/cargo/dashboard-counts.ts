import { and, eq, sql, type SQL } from 'drizzle-orm';
import { CARGO_STATUS } from '@cargo/domain';
import { cargos } from '../../db/schema/cargo.js';

/** The dashboard's count of cargo awaiting payment, a scalar subquery for its one statement (cargos_user_status_idx). */
export function cargoAwaitingPaymentCount(userId: number): SQL<number> {
  return sql<number>`(select cast(count(*) as integer) from ${cargos}
    where ${and(eq(cargos.userId, userId), eq(cargos.statusId, CARGO_STATUS.AWAITING_PAYMENT))})`.mapWith(
    Number,
  );
}
