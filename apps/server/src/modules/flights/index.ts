/** What other modules may use of the flights module (decision 062): nothing yet but its routes. */
export { flightRoutes } from './routes.js';
