/** What other modules may use of the cargo module. */
export { cargoRoutes } from './customer-routes.js';
export { cargoStaffRoutes } from './staff-routes.js';
