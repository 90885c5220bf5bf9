/**
 * Parcels: statuses and categories, forms, answers, pricing, insurance, customs, the split proposal, the goods' and
 * parcels' transition rows. A parcel holds goods: parcels/ reads goods/, never the reverse.
 */
export * from './customs.js';
export * from './good-parcel-transitions.js';
export * from './insurance.js';
export * from './parcel-categories.js';
export * from './parcel-desk.js';
export * from './parcel-insurance-line.js';
export * from './parcel-price-answers.js';
export * from './parcel-pricing.js';
export * from './parcel-statuses.js';
export * from './parcels.js';
export * from './parcels-answers.js';
export * from './ready-goods.js';
export * from './split-parcels.js';
