/** What other modules may use of the staff audit trail (decisions 048, 049). */
export { changedFields, recordStaffAction, type StaffAction } from './record-staff-action.js';
export { rowChanges, withCurrency } from './row-changes.js';
export { objectHistory } from './list-audit.js';
export type { StaffActor } from './staff-actor.js';
export type { AuditChanges } from '../../db/schema/audit.js';
