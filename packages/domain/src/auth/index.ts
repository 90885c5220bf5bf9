/** Sign-up, sign-in and passwords, user roles, and the answers of the account calls. */
export * from './account-answers.js';
export * from './auth.js';
export * from './roles.js';
