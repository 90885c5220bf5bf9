/** What other modules may use of the cargo module: nothing yet (its routes are its plugin, routes.ts). */
export {};
