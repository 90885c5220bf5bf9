import { bigint, index, integer, jsonb, pgTable, text, timestamptz } from './columns.js';

/** Before → after of each changed field, as the audit desk shows it. */
export type AuditChanges = Record<string, [unknown, unknown]>;

/**
 * Every staff change, written in the same transaction as the change (decision 048). Append-only: a trigger refuses
 * UPDATE and DELETE, as on the ledger.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamptz().notNull().defaultNow(),
    actorId: integer().notNull(),
    actorEmail: text().notNull(),
    actorRoles: text().array().notNull(),
    /** The staff operation, `METHOD /path` as the permission table keys it. */
    operation: text().notNull(),
    /** What was done, e.g. `parcel.weigh`. */
    action: text().notNull(),
    objectType: text().notNull(),
    objectId: text().notNull(),
    /** The customer whose object it is, when there is one. */
    customerId: integer(),
    changes: jsonb().$type<AuditChanges>().notNull().default({}),
    reason: text(),
    requestId: text(),
    ip: text(),
  },
  (t) => [
    index('staff_audit_object_idx').on(t.objectType, t.objectId, t.at),
    index('staff_audit_actor_idx').on(t.actorId, t.at),
    index('staff_audit_customer_idx').on(t.customerId, t.at),
    index('staff_audit_at_idx').on(t.at),
  ],
);
