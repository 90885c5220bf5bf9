/** What other modules may use of the parcels module. */
export { parcelsRoutes } from './routes.js';
export { parcelStaffRoutes } from './staff-routes.js';
export { findOwnParcel, parcelDataView } from './service.js';
export { trackingEventsOf } from './tracking.js';
