/** The customer's profile form. */
export * from './profile.js';
