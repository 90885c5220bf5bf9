/** How many cargo a search finds (a customer's desk page, decision 050). */
export { useStaffCargoCounters } from './api/get-staff-cargo-counters';

/** The cargo feature's screens, loaded lazily by the router (app/routes.tsx). */
export const cargoPages = {
  cargo: () => import('./pages/CargoPage').then((m) => ({ Component: m.CargoPage })),
  // The warehouse's cargo desk (staff).
  staffCargo: () => import('./staff/StaffCargoPage').then((m) => ({ Component: m.StaffCargoPage })),
  staffCargoItem: () =>
    import('./staff/StaffCargoItemPage').then((m) => ({ Component: m.StaffCargoItemPage })),
};
