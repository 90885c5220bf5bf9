/** What other modules may use of the goods module: the only ways to read or change goods rows. */
export { goodNotFound, listGoods, viewGood, viewGoods, type GoodRow, type GoodsFilter } from './queries.js';
export { storageSettingsOf } from './storage-settings.js';
export { runStorageDay } from './storage-jobs.js';
export type { StorageDayOptions, StorageDayResult } from './storage-fees.js';
export type { GoodItem } from './good-columns.js';
export { createGoodIn } from './create-goods.js';
export { markBoughtByService, refuseDeletingBoughtGood } from './bought-goods.js';
export {
  cancelReadyGoodRow,
  findOwnReadyGood,
  insertReadyGood,
  updateReadyGoodRow,
} from './ready-good-rows.js';
export {
  attachGoodToParcel,
  detachGoodFromParcel,
  goodsOfParcel,
  oneClickParcelsReceived,
  parcelGoodsSummary,
} from './parcel-membership.js';
export { moveGoodsOfParcels } from './follow-parcel.js';
export { goodsAwaitingPhotoReportOf } from './awaiting-photo-reports.js';
export type { GoodsReceivedHook } from './receive-track.js';
export { goodOwnedBy } from './owned-by.js';
export { refuseGoodsAwaitingPhotoApproval } from './photo-approval-guard.js';
export { goodsDashboardCounts } from './dashboard-counts.js';
export { settleStorageOfParcel, storageDueOfParcel, storageOwedByParcel } from './storage-parcel.js';
export { parcelGoodsSummaryLateral } from './parcel-goods-lateral.js';
export { parcelGoodsJsonSql } from './parcel-goods-json.js';
export { parcelsHoldingTrack } from './parcels-holding-track.js';
/** The customer's goods under a track and the warehouse's scan of it (the demo seed makes its goods with them). */
export { createGoods } from './create-goods.js';
export { receiveTrack } from './receive-track.js';
export { goodsOfParcels, type FlightGoodLine } from './flight-goods.js';
