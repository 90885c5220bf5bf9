import { Alert, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDeskT } from '../../../shared/staff/i18n';

/** What a member sees at the address of a section their roles do not open. */
export function StaffForbidden({ label }: { label: string }) {
  const { t } = useDeskT('shell');
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {label}
      </Title>
      <Alert color="yellow" title={t('forbidden.title')}>
        {t('forbidden.message')}. <Link to="/staff">{t('forbidden.toOwn')}</Link>
      </Alert>
    </Stack>
  );
}
