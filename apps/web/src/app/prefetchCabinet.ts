import { dashboardPages } from '../features/dashboard';

/**
 * What the visitor does once he starts to sign in or register: a key, a tap or a click, a field filled in (by him or
 * by the browser's saved passwords).
 */
const INTENT_EVENTS = ['keydown', 'pointerdown', 'input'] as const;

/**
 * The cabinet's shell and its landing page are lazy chunks, kept off the first screen. A visitor who starts to
 * type on the sign-in or registration page is about to open them: fetch them while he types (when the browser is
 * idle), so that the dashboard comes right after the sign-in answer instead of after another round of downloads.
 * A visitor who only looks (or a crawler, or Lighthouse) downloads none of it: decision 056, a signed-out visitor
 * gets what the page he is on needs. Returns the cancel for an effect's clean-up.
 */
export function prefetchCabinet(): () => void {
  let cancelIdle = () => {};
  const load = () => {
    // A failure here is not the visitor's concern: the route loads the chunk again when it is needed.
    import('./layout/CabinetLayout').catch(() => undefined);
    dashboardPages.dashboard().catch(() => undefined);
  };
  const onIntent = () => {
    stopListening();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 2000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(load, 0);
      cancelIdle = () => window.clearTimeout(id);
    }
  };
  const stopListening = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
  return () => {
    stopListening();
    cancelIdle();
  };
}
