import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';
import { createAppRouter } from './createAppRouter';
import { createQueryClient } from './queryClient';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

export function App() {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
