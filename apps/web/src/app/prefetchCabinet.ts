import { dashboardPages } from '../features/dashboard';

/**
 * The cabinet's shell and its landing page are lazy chunks, kept off the first screen. A visitor on the sign-in
 * or registration page is about to open them: fetch them while he types (when the browser is idle), so that the
 * dashboard comes right after the sign-in answer instead of after another round of downloads. Returns the
 * cancel for an effect's clean-up.
 */
export function prefetchCabinet(): () => void {
  const load = () => {
    // A failure here is not the visitor's concern: the route loads the chunk again when it is needed.
    import('./layout/CabinetLayout').catch(() => undefined);
    dashboardPages.dashboard().catch(() => undefined);
  };
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 1000);
  return () => window.clearTimeout(id);
}
