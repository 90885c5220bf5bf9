/** The cargo feature's screens, loaded lazily by the router (app/routes.tsx). */
export const cargoPages = {
  cargo: () => import('./pages/CargoPage').then((m) => ({ Component: m.CargoPage })),
  // The warehouse's cargo desk (staff).
  staffCargo: () => import('./staff/StaffCargoPage').then((m) => ({ Component: m.StaffCargoPage })),
};
