/** What other modules may use of the help desk. */
export {};
