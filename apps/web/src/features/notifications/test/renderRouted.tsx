import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/AppProviders';
import { createQueryClient } from '../../../app/queryClient';

/** One component of the feature under a memory router (links and navigation work; other paths show their path). */
export function renderRouted(ui: ReactNode, path = '/') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
