/** What other modules may use of the parcels module. */
export { findOwnParcel } from './find-own-parcel.js';
export { parcelDataView } from './parcel-data-view.js';
export { trackingEventsOf } from './tracking.js';
export { sendReceivedParcelsOn } from './send-received-parcels-on.js';
export { insertOneClickGood } from './create-ready-good.js';
export { resolveOneClickParcel, type OneClickParcelData } from './resolve-parcel.js';
export { parcelOwnedBy } from './owned-by.js';
export { parcelsDashboardCounts } from './dashboard-counts.js';
/**
 * A parcel's way as its customer and the warehouse walk it (the demo seed walks its parcels with them): the order
 * form, assembly, weighing, payment, shipping and the flight's steps.
 */
export { createParcel } from './create-parcel.js';
export { sendParcelToAssembly } from './send-parcel-to-assembly.js';
export { assembleParcel } from './assemble-parcel.js';
export { weighParcel } from './weigh-parcel.js';
export { insurancePricingOf } from './insurance-price.js';
export { payParcel } from './pay.js';
export { shipParcel } from './ship-parcel.js';
export { moveParcels } from './move-parcels.js';
/** A flight's parcels (decision 062): read in batches, found by a scan. */
export { findParcelByRef, parcelsForFlight, type FlightParcelRow } from './flight-parcels.js';
