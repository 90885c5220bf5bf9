/** The staff team: roles, the permission table, the actions each role may take, invitations, the audit trail. */
export * from './audit.js';
export * from './audit-titles.js';
export * from './staff-actions.js';
export * from './staff-permissions.js';
export * from './staff-roles.js';
export * from './staff-team.js';
export * from './labels.js';
export * from './read-replica.js';
