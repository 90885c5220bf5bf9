export * from './auth.js';
export * from './currency.js';
export * from './limits.js';
export * from './money.js';
export * from './pagination.js';
export * from './phone.js';
export * from './profile.js';
export * from './roles.js';
