/** The order store's counters (the sidebar's «Поможем купить» badge: new orders plus lots awaiting confirmation). */
export { useOrderCounters } from './api/get-my-orders';
/** The buyer's queue with its counts by status (a customer's desk page counts their lots, decision 050). */
export { useStaffLots } from './api/staff-lots';

/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const ordersPages = {
  orders: () => import('./pages/OrdersPage').then((m) => ({ Component: m.OrdersPage })),
  orderLots: () => import('./pages/OrderLotsPage').then((m) => ({ Component: m.OrderLotsPage })),
  canceledLots: () => import('./pages/StatusLotsPage').then((m) => ({ Component: m.CanceledLotsPage })),
  priceConfirmationLots: () =>
    import('./pages/StatusLotsPage').then((m) => ({ Component: m.PriceConfirmationLotsPage })),
  orderForm: () => import('./pages/OrderFormPage').then((m) => ({ Component: m.OrderFormPage })),
};

/** The buyer's desk (staff), loaded lazily by the staff router. */
export const staffOrdersPages = {
  staffOrders: () => import('./staff/StaffOrdersPage').then((m) => ({ Component: m.StaffOrdersPage })),
  staffLot: () => import('./staff/StaffLotPage').then((m) => ({ Component: m.StaffLotPage })),
};
