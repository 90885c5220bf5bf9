import { Alert, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_ACCESS_MESSAGES } from '@cargo/domain';

/** What a member sees at the address of a section their roles do not open. */
export function StaffForbidden({ label }: { label: string }) {
  return (
    <Stack gap="md" maw={640}>
      <Title order={1} size="h2">
        {label}
      </Title>
      <Alert color="yellow" title="Раздел недоступен">
        {STAFF_ACCESS_MESSAGES.forbidden}. <Link to="/staff">Перейти к своим разделам</Link>
      </Alert>
    </Stack>
  );
}
