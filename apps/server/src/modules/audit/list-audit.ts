import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditFilter } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { type PageRequest, paginate, totalCount } from '../../db/paginate.js';
import { staffAudit } from '../../db/schema/audit.js';

type AuditRow = typeof staffAudit.$inferSelect;

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 60 * 60 * 1000);

/** The WHERE of the audit desk's filters; days are UTC and both ends inclusive. */
export function auditConditions(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.actorId) conditions.push(eq(staffAudit.actorId, filter.actorId));
  if (filter.objectType) conditions.push(eq(staffAudit.objectType, filter.objectType));
  if (filter.objectId) conditions.push(eq(staffAudit.objectId, filter.objectId));
  if (filter.action) conditions.push(eq(staffAudit.action, filter.action));
  if (filter.customerId) conditions.push(eq(staffAudit.customerId, filter.customerId));
  if (filter.from) conditions.push(gte(staffAudit.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) conditions.push(lt(staffAudit.at, nextDay(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { id: row.actorId, email: row.actorEmail },
    actorRoles: row.actorRoles as AuditEntry['actorRoles'],
    operation: row.operation,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    customerId: row.customerId,
    changes: Object.entries(row.changes).map(([field, [before, after]]) => ({
      field,
      before: asText(before),
      after: asText(after),
    })),
    reason: row.reason,
    requestId: row.requestId,
    ip: row.ip,
  };
}

/** One page of the audit trail, the newest first. */
export async function listAudit(db: Executor, filter: AuditFilter, request: PageRequest) {
  return paginate(
    db,
    () =>
      db
        .select({ row: staffAudit, total: totalCount })
        .from(staffAudit)
        .where(auditConditions(filter))
        .orderBy(desc(staffAudit.at), desc(staffAudit.id))
        .$dynamic(),
    request,
    (rows) => rows.map(({ row }) => toAuditEntry(row)),
  );
}

/** The history of one object (its desk page), the newest first. */
export async function objectHistory(
  db: Executor,
  objectType: string,
  objectId: number | string,
): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, objectType), eq(staffAudit.objectId, String(objectId))))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(500);
  return rows.map(toAuditEntry);
}
