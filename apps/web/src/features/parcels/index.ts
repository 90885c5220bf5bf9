/**
 * What the parcels feature offers outside it: the counters (the sidebar's «Посылки» badge) and its screens,
 * loaded lazily by the router (app/routes.tsx).
 */
export { useParcelCounters } from './api/get-parcels';
/** A customer's parcels on their desk page (decision 050). */
export { StaffCustomerParcels } from './staff/CustomerParcels';
/** The desk's titles of the flight steps (the flight desk's buttons, decision 062). */
export { MOVE_TITLE } from './staff/MoveBar';

export const parcelsPages = {
  list: () => import('./pages/ParcelsPage').then((m) => ({ Component: m.ParcelsPage })),
  create: () => import('./pages/ParcelFormPage').then((m) => ({ Component: m.ParcelCreatePage })),
  edit: () => import('./pages/ParcelFormPage').then((m) => ({ Component: m.ParcelEditPage })),
  // The warehouse's parcel desk (staff).
  staffParcels: () => import('./staff/StaffParcelsPage').then((m) => ({ Component: m.StaffParcelsPage })),
  staffParcel: () => import('./staff/StaffParcelPage').then((m) => ({ Component: m.StaffParcelPage })),
  virtualGoods: () => import('./pages/VirtualGoodsPage').then((m) => ({ Component: m.VirtualGoodsPage })),
  parcel: () => import('./pages/ParcelPage').then((m) => ({ Component: m.ParcelPage })),
};
