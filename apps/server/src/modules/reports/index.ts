/** The owner's reports (decision 065): read-only, over the other modules' tables; nothing imports this module. */
export { buildReport } from './build-report.js';
