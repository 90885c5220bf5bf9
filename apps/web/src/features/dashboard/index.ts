/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const dashboardPages = {
  dashboard: () => import('./pages/DashboardPage').then((m) => ({ Component: m.DashboardPage })),
};
