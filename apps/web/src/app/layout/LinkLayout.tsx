import { Container, Group } from '@mantine/core';
import { Outlet } from 'react-router';
import { Logo } from '../../shared/ui/Logo';
import { Footer } from './Footer';
import classes from './PublicLayout.module.css';
import { DeferredSupportButton } from './DeferredSupportButton';
import { useHideFooter } from './useHideFooter';

/**
 * Pages a recipient opens from a customer's link (the self-fill form and where it ends): the service's mark
 * only, no sign-in or cabinet links — the recipient has no account.
 */
export function LinkLayout() {
  const hideFooter = useHideFooter();
  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Container size="lg" h="100%">
          <Group h="100%" wrap="nowrap">
            <Logo />
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
