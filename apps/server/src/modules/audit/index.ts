/** What other modules may use of the staff audit trail (decision 048). */
export { changedFields, recordStaffAction, type StaffAction } from './record-staff-action.js';
export { objectHistory } from './list-audit.js';
export type { StaffActor } from './staff-actor.js';
