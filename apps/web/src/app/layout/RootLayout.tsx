import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import classes from './RootLayout.module.css';

/** Wraps every page: a thin bar while a lazy page is loading, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && (
        <div
          className={classes.bar}
          role="progressbar"
          aria-label="Загрузка страницы"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={100}
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
