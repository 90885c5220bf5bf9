/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const ordersPages = {
  upcoming: () => import('./pages/OrdersUpcomingPage').then((m) => ({ Component: m.OrdersUpcomingPage })),
};

/** The buyer's desk (staff), loaded lazily by the staff router. */
export const staffOrdersPages = {
  staffOrders: () => import('./staff/StaffOrdersPage').then((m) => ({ Component: m.StaffOrdersPage })),
};
