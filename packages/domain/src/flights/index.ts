/** Flights: the warehouse's shipments, their pre-ship check, customs registry and packing list (decision 062). */
export * from './flights.js';
