import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every page: a thin bar while a lazy page is loading, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <Progress
          value={100}
          animated
          size="xs"
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-label="Загрузка страницы"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
