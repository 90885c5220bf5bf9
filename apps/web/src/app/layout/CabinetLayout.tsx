// First import, so that these styles precede the CSS modules of the cabinet that adjust them.
import '../../shared/ui/mantine-lazy.css';
import { DESKTOP_MIN_WIDTH } from '@cargo/domain';
import { AppShell, Drawer } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '../../shared/ui/Logo';
import { QueryFlagModals } from '../modals/QueryFlagModals';
import classes from './CabinetLayout.module.css';
import { CabinetHeader } from './CabinetHeader';
import { Footer } from './Footer';
import { SidebarNav } from './SidebarNav';
import { SupportButton } from './SupportButton';
import { useHideFooter } from './useHideFooter';
import { UI_LABELS } from '../../shared/config/uiLabels';

/**
 * The cabinet shell. From 1001 px (DESKTOP_MIN_WIDTH) the desktop layout: full sidebar and header.
 * From 868 px (SIDEBAR_COLLAPSE_WIDTH) to 1000 px the sidebar stays as a rail of icons and the header turns
 * compact with a burger; under 868 px the sidebar is hidden and the burger opens the navigation over the page.
 * The page is the route's outlet, or `children` when the shell is rendered outside the cabinet routes.
 */
export function CabinetLayout({ children }: { children?: ReactNode }) {
  const [menuOpened, menu] = useDisclosure(false);
  const isDesktop = useMediaQuery(`(min-width: ${DESKTOP_MIN_WIDTH}px)`, false, {
    getInitialValueInEffect: false,
  });
  const hideFooter = useHideFooter();

  return (
    // Confirmation dialogs (modals.openConfirmModal) are only asked for inside the cabinet.
    <ModalsProvider labels={{ confirm: 'Подтвердить', cancel: UI_LABELS.cancel }}>
      <AppShell
        header={{ height: { base: 56, lg: 64 } }}
        navbar={{ width: { base: 76, lg: 260 }, breakpoint: 'md', collapsed: { mobile: true } }}
        padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
      >
        <AppShell.Header>
          <CabinetHeader menuOpened={menuOpened} onMenuToggle={menu.toggle} />
        </AppShell.Header>

        <AppShell.Navbar>
          <SidebarNav compact={!isDesktop} />
        </AppShell.Navbar>

        <AppShell.Main className={classes.main}>
          <div className={classes.content}>{children ?? <Outlet />}</div>
          {!hideFooter && <Footer />}
        </AppShell.Main>

        <Drawer
          opened={menuOpened && !isDesktop}
          onClose={menu.close}
          size={288}
          padding={0}
          title={<Logo />}
          classNames={{ header: classes.drawerHeader }}
          closeButtonProps={{ 'aria-label': UI_LABELS.closeMenu }}
        >
          <SidebarNav onNavigate={menu.close} />
        </Drawer>

        <QueryFlagModals />
        <SupportButton opens="dialog" />
      </AppShell>
    </ModalsProvider>
  );
}
