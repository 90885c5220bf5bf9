/** The feature's screens, loaded lazily by the router (app/routes.tsx). */
export const profilePages = {
  profile: () => import('./pages/ProfilePage').then((m) => ({ Component: m.ProfilePage })),
  // A customer's page on the staff desk (decision 050).
  staffCustomer: () => import('./staff/StaffCustomerPage').then((m) => ({ Component: m.StaffCustomerPage })),
};
