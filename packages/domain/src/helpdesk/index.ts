/** Help-desk tickets: forms, answers, transition rows. */
export * from './helpdesk.js';
export * from './helpdesk-answers.js';
export * from './ticket-transitions.js';
