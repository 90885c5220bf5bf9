/** What other modules may use of the flights module (decision 062): the pre-ship check of a flight. */
export { checkFlight } from './check-flight.js';
