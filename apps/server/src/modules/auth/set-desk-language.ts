import { and, eq } from 'drizzle-orm';
import type { DeskLanguage } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../errors.js';
import { recordStaffAction, type StaffActor } from '../audit/index.js';

/**
 * The member's own desk language (decision 066), remembered on their account and applied at every sign-in. Choosing
 * the language already set changes nothing and writes no audit row.
 */
export async function setDeskLanguage(
  db: Executor,
  actor: StaffActor,
  language: DeskLanguage,
): Promise<{ changed: boolean }> {
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ deskLanguage: users.deskLanguage })
      .from(users)
      .where(and(eq(users.id, actor.id), eq(users.role, 'staff')))
      .for('update');
    if (!member) throw notFound();
    if (member.deskLanguage === language) return { changed: false };
    await tx
      .update(users)
      .set({ deskLanguage: language, updatedAt: new Date() })
      .where(eq(users.id, actor.id));
    await recordStaffAction(tx, actor, {
      action: 'staff.language',
      objectType: 'staff',
      objectId: actor.id,
      changes: { deskLanguage: [member.deskLanguage, language] },
    });
    return { changed: true };
  });
}
