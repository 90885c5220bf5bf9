import { GOOD_MESSAGES } from '@cargo/domain';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { goods } from '../../db/schema/goods.js';
import { notFound } from '../../errors.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';

/** The desk sets (or clears) a good's ТН ВЭД code for the customs registry, with its audit row (decision 062). */
export async function setGoodTnved(db: Executor, actor: StaffActor, id: number, tnvedCode: string | null) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ tnvedCode: goods.tnvedCode, userId: goods.userId })
      .from(goods)
      .where(eq(goods.id, id))
      .for('update');
    if (!before) throw notFound(GOOD_MESSAGES.notFound);
    await tx.update(goods).set({ tnvedCode, updatedAt: new Date() }).where(eq(goods.id, id));
    await recordStaffAction(tx, actor, {
      action: 'good.tnved',
      objectType: 'good',
      objectId: id,
      customerId: before.userId,
      changes: before.tnvedCode === tnvedCode ? {} : { tnvedCode: [before.tnvedCode, tnvedCode] },
    });
    return { id, tnvedCode };
  });
}

/**
 * The good's own code, and the code most used by earlier goods with the same name (case and spaces aside), the newest use breaking a tie;
 * null when none of them has one.
 */
export async function suggestTnved(db: Executor, id: number) {
  const name = sql`lower(btrim(${goods.description}))`;
  const [row] = await db
    .select({ tnvedCode: goods.tnvedCode, uses: sql<number>`cast(count(*) as integer)`.mapWith(Number) })
    .from(goods)
    .where(
      and(
        isNotNull(goods.tnvedCode),
        sql`${name} = (select lower(btrim(${goods.description})) from ${goods} where ${goods.id} = ${id})`,
        sql`${goods.id} <> ${id}`,
      ),
    )
    .groupBy(goods.tnvedCode)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${goods.id})`))
    .limit(1);
  const [own] = await db.select({ tnvedCode: goods.tnvedCode }).from(goods).where(eq(goods.id, id));
  return { current: own?.tnvedCode ?? null, tnvedCode: row?.tnvedCode ?? null, uses: row?.uses ?? 0 };
}
