/** The flights feature's screens (decision 062), loaded lazily by the router (app/routes.tsx): staff only. */
export const flightPages = {
  staffFlights: () => import('./pages/StaffFlightsPage').then((m) => ({ Component: m.StaffFlightsPage })),
  staffFlight: () => import('./pages/StaffFlightPage').then((m) => ({ Component: m.StaffFlightPage })),
};
