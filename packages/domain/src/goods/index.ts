/**
 * The customer's goods: statuses, forms, answers, the desk's fields, services, storage, photo approval, the warehouse.
 */
export * from './bought-goods.js';
export * from './good-names.js';
export * from './good-services.js';
export * from './good-statuses.js';
export * from './goods.js';
export * from './goods-answers.js';
export * from './goods-desk.js';
export * from './photo-approval.js';
export * from './photo-approval-transitions.js';
export * from './photo-helper-limits.js';
export * from './storage.js';
export * from './warehouse.js';
