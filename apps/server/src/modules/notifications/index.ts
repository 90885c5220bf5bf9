/** What other modules may use of notifications: the dashboard's latest events, as the bell shows them. */
export { latestEvents, latestEventsColumn } from './latest-events.js';
