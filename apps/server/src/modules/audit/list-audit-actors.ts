import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { staffAudit } from '../../db/schema/audit.js';

/**
 * Everyone who appears in the trail, by e-mail (the audit desk's «Сотрудник» filter): read from the trail itself,
 * so a member since deactivated is still there, and finance need not read the team.
 */
export async function auditActors(db: Executor): Promise<Array<{ id: number; email: string }>> {
  const rows = await db
    .selectDistinctOn([staffAudit.actorId], { id: staffAudit.actorId, email: staffAudit.actorEmail })
    .from(staffAudit)
    .orderBy(asc(staffAudit.actorId), sql`${staffAudit.at} desc`);
  return rows.sort((a, b) => a.email.localeCompare(b.email));
}
