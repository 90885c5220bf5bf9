/**
 * What the goods feature offers outside it: the counters (the sidebar's «Товары» badge) and the pieces the
 * warehouse desk shows goods with. Nothing else of the feature is imported from outside it.
 */
export { useGoodsCounters, type GoodsCounters } from './api';
export { GoodStatusBadge, GoodThumb, PhotoReports, goodStatusColor } from './components/GoodListItem';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const goodsPages = {
  products: () => import('./pages/ProductsPage').then((m) => ({ Component: m.ProductsPage })),
  productForm: () => import('./pages/ProductFormPage').then((m) => ({ Component: m.ProductFormPage })),
  // The warehouse desk's goods screens (staff); they move into ./staff/ with this feature.
  staffReceive: () =>
    import('../staff/pages/StaffReceivePage').then((m) => ({ Component: m.StaffReceivePage })),
  staffGoods: () => import('../staff/pages/StaffGoodsPage').then((m) => ({ Component: m.StaffGoodsPage })),
};
