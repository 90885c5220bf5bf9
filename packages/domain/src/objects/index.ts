/** The one name and the one path each of the customer's objects is known by (decision 054). */
export * from './object-names.js';
export * from './object-paths.js';
