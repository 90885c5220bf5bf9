import { Alert, Center, Loader, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router';
import { UI_LABELS } from '../../../shared/config/uiLabels';
import { useStaffMay } from '../access/useStaffMay';
import { useStaffMe } from '../api/get-staff-me';
import { STAFF_SECTIONS, STAFF_TEAM } from './staffSections';

/** /staff: the member's first section their roles open; with none, what to do about it. */
export function StaffHome() {
  const { data: me } = useStaffMe();
  const may = useStaffMay();
  if (!me) {
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader aria-label={UI_LABELS.loading} />
      </Center>
    );
  }
  const first = [...STAFF_SECTIONS, STAFF_TEAM].find((section) => may(section.operation));
  if (first) return <Navigate to={first.to} replace />;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        Рабочее место
      </Title>
      <Alert color="yellow" title="Нет доступных разделов">
        У вашей учётной записи пока нет ролей. Попросите владельца назначить их на странице «Сотрудники».
      </Alert>
    </Stack>
  );
}
