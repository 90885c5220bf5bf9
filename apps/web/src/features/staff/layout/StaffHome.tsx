import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { useStaffMay } from '../access/useStaffMay';
import { useStaffMe } from '../api/get-staff-me';
import { useDeskT } from '../../../shared/staff/i18n';
import { STAFF_SECTIONS, STAFF_TEAM } from './staffSections';

/** /staff: the member's first section their roles open; with none, what to do about it. */
export function StaffHome() {
  const { data: me } = useStaffMe();
  const may = useStaffMay();
  const { t } = useDeskT('shell');
  if (!me) {
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  const first = [...STAFF_SECTIONS, STAFF_TEAM].find((section) => may(section.operation));
  if (first) return <Navigate to={first.to} replace />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {t('home.title')}
      </Title>
      <Alert color="yellow" title={t('home.noSections')}>
        {t('home.noRoles')}
      </Alert>
    </Stack>
  );
}
