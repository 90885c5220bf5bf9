/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const profilePages = {
  profile: () => import('./pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
};
