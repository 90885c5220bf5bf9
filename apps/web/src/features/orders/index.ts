/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const ordersPages = {
  upcoming: () => import('./pages/OrdersUpcomingPage').then((m) => ({ Component: m.OrdersUpcomingPage })),
};
