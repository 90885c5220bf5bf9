import { lazy, Suspense } from 'react';

// Popover, tooltip and their positioning library weigh more than the sign-in page itself: the floating button of
// the public pages comes a moment after the page, in a chunk of its own, so the first screen stays light.
const SupportButton = lazy(() => import('./SupportButton').then((m) => ({ default: m.SupportButton })));

/** The support button of the public pages (the contacts), loaded after the page. */
export function DeferredSupportButton() {
  return (
    <Suspense fallback={null}>
      <SupportButton opens="contacts" />
    </Suspense>
  );
}
