/** What other modules may use of the parcels module. */
export { findOwnParcel, parcelDataView } from './service.js';
export { trackingEventsOf } from './tracking.js';
export { sendReceivedParcelsOn } from './send-received-parcels-on.js';
export { insertOneClickGood } from './create-ready-good.js';
export { resolveOneClickParcel, type OneClickParcelData } from './resolve-parcel.js';
export { parcelOwnedBy } from './owned-by.js';
export { parcelsDashboardCounts } from './dashboard-counts.js';
