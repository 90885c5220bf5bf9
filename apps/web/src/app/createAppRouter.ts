import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, createMemoryRouter } from 'react-router';
import { apiClient } from '../shared/api/apiClient';
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

export function createAppRouter(queryClient: QueryClient, initialEntries?: string[]): AppRouter {
  const router = initialEntries
    ? createMemoryRouter(routes, { initialEntries })
    : createBrowserRouter(routes);
  installSessionExpiredHandler(router, queryClient);
  return router;
}
