/** What other modules may use of the reference data: lookups by id, never the tables. */
export {
  countryNames,
  findAdditionalServices,
  findCountry,
  findTariff,
  listCountries,
  listTariffs,
  operatorNames,
  tariffsById,
} from './service.js';
export { countryNameColumn, operatorNameColumn } from './name-columns.js';
export { findCalcDestination } from './calc-destination.js';
export { seedReferenceData } from './seed-reference.js';
export { seededLookups } from './seeded-lookups.js';
export { warehouseFor } from './warehouse.js';
export { tariffTitleSql } from './tariff-title-column.js';
