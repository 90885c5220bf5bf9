import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../app/AppProviders';
import { createQueryClient } from '../app/queryClient';

/** Renders one component with the app's providers (no router), for components used by several pages. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient();
  return {
    ...render(
      <AppProviders queryClient={queryClient} env="test">
        {ui}
      </AppProviders>,
    ),
    queryClient,
  };
}
