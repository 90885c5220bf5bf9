/** What other modules may use of the profile module: nothing yet (its routes serve the customer's own page). */
export {};
