import { Button, Container, Group } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/session/useSession';
import { LogoLink } from '../../shared/ui/Logo';
import { Footer } from './Footer';
import classes from './PublicLayout.module.css';
import { DeferredSupportButton } from './DeferredSupportButton';
import { useHideFooter } from './useHideFooter';

function HeaderAction() {
  const { accessToken } = useSession();
  const { pathname } = useLocation();
  if (accessToken) {
    return (
      <Button component={Link} to="/dashboard" variant="light">
        Личный кабинет
      </Button>
    );
  }
  if (pathname === '/login') {
    return (
      <Button component={Link} to="/register" variant="subtle">
        Регистрация
      </Button>
    );
  }
  return (
    <Button component={Link} to="/login" variant="subtle">
      Войти
    </Button>
  );
}

/** Sign-in, registration, password recovery and the documents. */
export function PublicLayout() {
  const hideFooter = useHideFooter();
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <LogoLink to="/" />
            <HeaderAction />
          </Group>
        </Container>
      </header>
      <main className={classes.main}>
        <Outlet />
      </main>
      {!hideFooter && (
        <Container size="lg" w="100%">
          <Footer />
        </Container>
      )}
      <DeferredSupportButton />
    </div>
  );
}
