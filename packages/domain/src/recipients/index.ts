/** Recipients, their self-fill links, and their answers. */
export * from './recipients.js';
export * from './recipients-answers.js';
