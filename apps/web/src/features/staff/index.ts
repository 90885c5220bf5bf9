/**
 * The staff desk's shell: its layout and navigation (the role guard is app/guards/RequireRole), the member's roles
 * and what they allow. Each desk's pages belong to their own feature (recipients, goods) and are routed from there.
 */
export { useStaffMay } from './access/useStaffMay';
export { useStaffActions } from './access/useStaffActions';
export { useStaffMe, staffMeQueryKey } from './api/get-staff-me';

/** Loaded lazily by the router (app/routes.tsx): staff only ever need it. */
export const staffPages = {
  shell: () => import('./layout/StaffLayout').then((m) => ({ Component: m.StaffLayout })),
  home: () => import('./layout/StaffHome').then((m) => ({ Component: m.StaffHome })),
};
