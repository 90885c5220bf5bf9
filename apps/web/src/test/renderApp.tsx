import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { createAppRouter } from '../app/createAppRouter';
import { createQueryClient } from '../app/queryClient';

/** Renders the whole app (routes, guards, shell) in memory at the given address. */
export function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, [path]);
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
