// First import, so that these styles precede the CSS modules of the staff desk that adjust them.
import '../../../shared/ui/mantine-lazy.css';
import { ActionIcon, Badge, Button, Container, Group, Text } from '@mantine/core';
import { IconLogout, IconUsers } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { displayName } from '../../../shared/session/myInfo';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { Logo } from '../../../shared/ui/Logo';
import { useSignOut } from '../../auth';
import { StaffForbidden } from '../access/StaffForbidden';
import { useStaffMay } from '../access/useStaffMay';
import { useStaffMe } from '../api/get-staff-me';
import { applyDeskLanguage, resetDeskLanguage, useDeskT } from '../../../shared/staff/i18n';
import { DeskLanguageSwitch } from './DeskLanguageSwitch';
import classes from './StaffLayout.module.css';
import { sectionOf, STAFF_SECTIONS, STAFF_TEAM } from './staffSections';

/**
 * The staff desk shell: its own header (name, «Выйти») and the sections the member's roles open; a section's
 * address the roles do not open shows why instead of the page (the server would answer 403 anyway).
 */
export function StaffLayout() {
  const { data: myInfo } = useMyInfo();
  const { data: me } = useStaffMe();
  const { t } = useDeskT('shell');
  // The member's remembered language, applied as soon as the desk knows who signed in; leaving the desk (signing out,
  // the cabinet) brings Russian back.
  const deskLanguage = me?.deskLanguage;
  useEffect(() => {
    if (deskLanguage) void applyDeskLanguage(deskLanguage);
  }, [deskLanguage]);
  useEffect(() => resetDeskLanguage, []);
  const may = useStaffMay();
  const sections = STAFF_SECTIONS.filter((section) => may(section.operation));
  const showTeam = may(STAFF_TEAM.operation);
  const signOut = useSignOut();
  const name = myInfo ? displayName(myInfo) : '';
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the section bar scrolls: keep the current section in sight.
  useEffect(() => {
    nav.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const current = sectionOf(pathname);
  const forbidden = me && current && !may(current.operation);

  return (
    <div className={classes.root}>
      <header className={classes.header}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Group gap="sm" wrap="nowrap">
              <Logo textFrom="sm" />
              {/* On a phone the name, the team and «Выйти» need the room; the desk itself says it is staff's. */}
              <Badge variant="light" color="grape" visibleFrom="xs" style={{ flexShrink: 0 }}>
                {me?.roles.length ? me.roles.map((role) => t(`roles.${role}`)).join(' · ') : t('staffMember')}
              </Badge>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <DeskLanguageSwitch />
              <Text size="sm" fw={600} truncate maw={{ base: 96, sm: 260 }} data-testid="staff-name">
                {name}
              </Text>
              {/* The team (inviting colleagues) is rarer work than the desks: beside the name, not in the bar. */}
              {showTeam && (
                <>
                  <Button
                    component={Link}
                    to={STAFF_TEAM.to}
                    variant="subtle"
                    color="gray"
                    leftSection={<IconUsers size={16} />}
                    visibleFrom="sm"
                  >
                    {t(`sections.${STAFF_TEAM.label}`)}
                  </Button>
                  <ActionIcon
                    component={Link}
                    to={STAFF_TEAM.to}
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={t(`sections.${STAFF_TEAM.label}`)}
                    hiddenFrom="sm"
                  >
                    <IconUsers size={18} />
                  </ActionIcon>
                </>
              )}
              {/* On a phone the language switch, the name and the team leave room for the icon only. */}
              <Button
                variant="subtle"
                color="gray"
                leftSection={<IconLogout size={16} />}
                onClick={() => void signOut()}
                aria-label={t('signOut')}
                px={{ base: 'xs', sm: 'md' }}
              >
                <Text span inherit visibleFrom="sm">
                  {t('signOut')}
                </Text>
              </Button>
            </Group>
          </Group>
        </Container>
      </header>
      <nav ref={nav} className={classes.nav} aria-label={t('sectionsNav')}>
        <Container size="xl" className={classes.navInner}>
          {sections.map(({ to, label, icon: SectionIcon }) => (
            <NavLink key={to} to={to} className={classes.navLink}>
              <SectionIcon size={18} stroke={1.6} />
              {t(`sections.${label}`)}
            </NavLink>
          ))}
        </Container>
      </nav>
      <main className={classes.main}>
        <Container size="xl">
          {forbidden ? <StaffForbidden label={t(`sections.${current.label}`)} /> : <Outlet />}
        </Container>
      </main>
    </div>
  );
}
