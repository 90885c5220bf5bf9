/** What other modules may use of the orders module: nothing yet (its routes are its plugin, routes.ts). */
export {};
