/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const helpPages = {
  upcoming: () => import('./pages/HelpUpcomingPage').then((m) => ({ Component: m.HelpUpcomingPage })),
};
