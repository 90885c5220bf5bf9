/** What other modules may use of the four-eyes requests (decision 049). */
export { requestApproval, type NewApproval } from './request-approval.js';
export type { AfterCommit, ApprovalExecutor } from './executor.js';
export type { ApprovalRow } from './approval-view.js';
export { fourEyesSettings } from './four-eyes-settings.js';
