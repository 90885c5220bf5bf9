import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { apiClient } from '../shared/api/apiClient';
import { closeErrorToastsShownBefore, currentTurn } from '../shared/ui/notify';
import { routes } from './routes';

type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * When the session cannot be renewed the API client has already cleared the tokens; the app then forgets
 * the cached data of that customer and goes to /login, remembering the page to come back to.
 */
function installSessionExpiredHandler(router: AppRouter, queryClient: QueryClient): void {
  apiClient.setSessionExpiredHandler(() => {
    const { pathname, search, hash } = router.state.location;
    void router.navigate('/login', { replace: true, state: { from: { pathname, search, hash } } });
    queryClient.clear();
  });
}

/**
 * Error toasts don't follow the customer to the next screen: when the page changes, the ones shown before the
 * navigation started are closed. One shown in the same turn as the navigation (it explains why the page changed)
 * stays, and so do success toasts («Регистрация прошла успешно» on the sign-in page).
 */
function installToastCleanup(router: AppRouter): void {
  let pathname = router.state.location.pathname;
  let navigationTurn: number | null = null;
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') navigationTurn ??= currentTurn();
    if (state.location.pathname !== pathname) {
      pathname = state.location.pathname;
      closeErrorToastsShownBefore(navigationTurn ?? currentTurn());
    }
    if (state.navigation.state === 'idle') navigationTurn = null;
  });
}

export function createAppRouter(queryClient: QueryClient, initialEntries?: string[]): AppRouter {
  const router = initialEntries
    ? createMemoryRouter(routes, { initialEntries })
    : createBrowserRouter(routes);
  installSessionExpiredHandler(router, queryClient);
  installToastCleanup(router);
  return router;
}
