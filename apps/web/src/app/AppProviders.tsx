import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its transitions) loads beside the first page instead of before it; toasts shown
// meanwhile wait in the notifications store and appear once it is there.
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns Mantine's transitions off (dropdowns open at once in jsdom). */
  env?: 'default' | 'test';
}

/**
 * What every screen needs. The confirmation dialogs' provider belongs to the cabinet shell and the Russian
 * calendar to `shared/ui/DateField`, so the sign-in page loads neither.
 */
export function AppProviders({ queryClient, children, env = 'default' }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
        env={env}
      >
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
