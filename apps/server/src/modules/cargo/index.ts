/** What other modules may use of the cargo module. */
export { cargoRoutes, cargoStaffRoutes } from './routes.js';
