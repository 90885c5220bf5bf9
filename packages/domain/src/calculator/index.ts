/** The public delivery calculator: destination, packaging, the request and its answer. */
export * from './calc-destination.js';
export * from './calc-package.js';
export * from './delivery-calculator.js';
export * from './delivery-calculator-answers.js';
