import { desc } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { AUDIT_EXPORT_MAX_ROWS, type AuditFilter } from '@cargo/domain';
import type { Executor } from '../../db/client.js';
import { staffAudit } from '../../db/schema/audit.js';
import { auditConditions, toAuditEntry } from './list-audit.js';

const COLUMNS = [
  'Когда (UTC)',
  'Сотрудник',
  'Роли',
  'Действие',
  'Операция',
  'Объект',
  'Номер',
  'Клиент',
  'Изменения',
  'Причина',
  'Запрос',
  'Адрес',
];

/**
 * The filtered audit trail as CSV for a spreadsheet (a BOM so that Excel reads UTF-8; a formula-looking cell is
 * quoted with a leading apostrophe so that opening the file never runs it). At most AUDIT_EXPORT_MAX_ROWS rows.
 */
export async function exportAuditCsv(db: Executor, filter: AuditFilter): Promise<string> {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(auditConditions(filter))
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .limit(AUDIT_EXPORT_MAX_ROWS);
  const records = rows
    .map(toAuditEntry)
    .map((entry) => [
      entry.at,
      entry.actor.email,
      entry.actorRoles.join(' '),
      entry.action,
      entry.operation,
      entry.objectType,
      entry.objectId,
      entry.customerId ?? '',
      entry.changes.map((c) => `${c.field}: ${c.before ?? '—'} → ${c.after ?? '—'}`).join('; '),
      entry.reason ?? '',
      entry.requestId ?? '',
      entry.ip ?? '',
    ]);
  const safe = records.map((record) => record.map((cell) => neutralised(String(cell))));
  return '\uFEFF' + stringify([COLUMNS, ...safe]);
}

/** A cell a spreadsheet would read as a formula is kept as text. */
function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}
