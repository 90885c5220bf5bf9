// The domain package, one folder per entity (docs/ARCHITECTURE.md): each folder's index.ts is its public part, and
// this barrel is the package's. Inside the package a file imports the file it needs, across folders too; the folders
// import each other in one direction only (npm run check:cycles).
import './shared/zod-russian.js';
export * from './shared/index.js';
export * from './reference/index.js';
export * from './auth/index.js';
export * from './profile/index.js';
export * from './staff/index.js';
export * from './goods/index.js';
export * from './parcels/index.js';
export * from './calculator/index.js';
export * from './addresses/index.js';
export * from './recipients/index.js';
export * from './cargo/index.js';
export * from './orders/index.js';
export * from './finance/index.js';
export * from './helpdesk/index.js';
export * from './notifications/index.js';
export * from './transitions/index.js';
export * from './objects/index.js';
export * from './dashboard/index.js';
export * from './flights/index.js';
export * from './reports/index.js';
