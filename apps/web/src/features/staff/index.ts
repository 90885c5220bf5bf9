/**
 * The staff desk's shell: its layout and navigation (the role guard is app/guards/RequireRole). Each desk's pages
 * belong to their own feature (recipients, goods) and are routed from there.
 */
export { STAFF_HOME } from './layout/staffSections';

/** Loaded lazily by the router (app/routes.tsx): staff only ever need it. */
export const staffPages = {
  shell: () => import('./layout/StaffLayout').then((m) => ({ Component: m.StaffLayout })),
};
