/** What other modules may use of the reference data: lookups by id, never the tables. */
export { countryNames } from './country-names.js';
export { findAdditionalServices } from './find-additional-services.js';
export { findCountry } from './find-country.js';
export { findTariff } from './find-tariff.js';
export { listCountries } from './list-countries.js';
export { listTariffs } from './list-tariffs.js';
export { operatorNames } from './operator-names.js';
export { tariffsById } from './tariffs-by-id.js';
export { countryNameColumn, operatorNameColumn } from './name-columns.js';
export { findCalcDestination } from './calc-destination.js';
export { seedReferenceData } from './seed-reference.js';
export { seededLookups } from './seeded-lookups.js';
export { warehouseFor } from './warehouse.js';
export { tariffCountrySql, tariffTitleSql } from './tariff-title-column.js';
