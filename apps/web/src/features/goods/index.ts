/**
 * What the goods feature offers outside it: the counters (the sidebar's «Товары» badge), the goods of a section
 * (the parcel screens choose from them) and the pieces a good is shown with elsewhere (status badge, photo, photo
 * reports). Nothing else of the feature is imported from outside.
 */
export type { GoodsCounters } from '@cargo/domain';
export { useGoodsCounters } from './api/get-goods-counters';
export { useGoodsList } from './api/get-goods';
export { useFreeGoods } from './api/get-free-goods';
export { GoodStatusBadge, GoodThumb, PhotoReports, goodStatusColor } from './components/GoodParts';
export { customerStatusTitle } from './model/good-display';
/** A good's or a parcel's storage days or fee (decision 031). */
export { StorageBadge } from './components/StorageBadge';
/** The photo field (upload with progress), which the order form uses for a lot's photo. */
export { GoodPhotoField } from './components/GoodPhotoField';
/**
 * «Посылка в один клик» and its form values, which the ready order form reuses (its parcel becomes a one-click
 * parcel at the buyer's transfer, decision 027).
 */
export { OneClickParcelFields } from './components/one-click/OneClickParcelFields';
export {
  emptyParcel,
  parcelBody,
  parcelFormServerFields,
  type GoodFormApi,
  type ParcelFormValues,
} from './components/goodFormValues';
/** The desk's photo report upload, which the parcel desk offers for a paid report still missing. */
export { PhotoReportButton } from './staff/components/PhotoReportButton';
/** A customer's goods on their desk page (decision 050). */
export { StaffCustomerGoods } from './staff/components/CustomerGoods';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const goodsPages = {
  products: () => import('./pages/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
  productForm: () => import('./pages/ProductFormPage').then((m) => ({ Component: m.ProductFormPage })),
  // The warehouse desk's goods screens (staff).
  staffReceive: () =>
    import('./staff/pages/StaffReceivePage').then((m) => ({ Component: m.StaffReceivePage })),
  staffGoods: () => import('./staff/pages/StaffGoodsPage').then((m) => ({ Component: m.StaffGoodsPage })),
  staffGood: () => import('./staff/pages/StaffGoodPage').then((m) => ({ Component: m.StaffGoodPage })),
};
