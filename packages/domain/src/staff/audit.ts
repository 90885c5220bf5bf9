import { z } from 'zod';
import { pageSchema } from '../shared/answers.js';
import { idParam, pageQuery } from '../shared/fields.js';
import { STAFF_ROLES } from './staff-roles.js';

export const AUDIT_PAGE_SIZE = 50;
/** The most rows one CSV export holds; a wider period is exported in parts. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const AUDIT_MESSAGES = {
  periodInvalid: 'Дата «по» не может быть раньше даты «с»',
  dateInvalid: 'Введите дату в формате ГГГГ-ММ-ДД',
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MESSAGES.dateInvalid)
  .refine((value) => !Number.isNaN(Date.parse(value)), AUDIT_MESSAGES.dateInvalid);

/** Filters of the audit desk: who, which object, which action, which customer, the days from and to (inclusive). */
const auditFilterFields = z.object({
  actorId: idParam.optional(),
  objectType: z.string().trim().min(1).max(40).optional(),
  objectId: z.string().trim().min(1).max(40).optional(),
  action: z.string().trim().min(1).max(60).optional(),
  customerId: idParam.optional(),
  from: day.optional(),
  to: day.optional(),
});
const periodInOrder = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;
const periodRule = { message: AUDIT_MESSAGES.periodInvalid, path: ['to'] };

export const auditFilterSchema = auditFilterFields.refine(periodInOrder, periodRule);
export type AuditFilter = z.output<typeof auditFilterSchema>;

export const auditQuerySchema = pageQuery(AUDIT_PAGE_SIZE)
  .extend(auditFilterFields.shape)
  .refine(periodInOrder, periodRule);

export const auditChangeSchema = z.object({
  field: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const auditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    actor: z.object({ id: z.number(), email: z.string() }),
    actorRoles: z.array(z.enum(STAFF_ROLES)),
    operation: z.string(),
    action: z.string(),
    objectType: z.string(),
    objectId: z.string(),
    customerId: z.number().nullable(),
    changes: z.array(auditChangeSchema),
    reason: z.string().nullable(),
    requestId: z.string().nullable(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageSchema(auditEntrySchema).meta({ id: 'AuditPage' });
