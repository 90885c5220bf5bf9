/** What other modules may use of the parcels module. */
export {
  addGoodToParcel,
  findOwnParcel,
  insertParcel,
  parcelDataView,
  removeGoodFromParcel,
  setParcelStatus,
  updateParcelData,
} from './service.js';
