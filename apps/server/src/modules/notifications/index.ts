/** What other modules may use of notifications. */
export {};
