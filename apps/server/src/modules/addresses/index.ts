/** What other modules may use of the addresses module. */
export { addressTexts, findActiveAddressForRules } from './queries.js';
export { createAddress } from './save-address.js';
export { addressTextSql } from './text-column.js';
export { addressCitySql } from './city-column.js';
