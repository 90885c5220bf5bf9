import { AUTH_MESSAGES } from '@cargo/domain';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A reset link that was used, has expired or was never ours: no form, a way to ask for a new one. */
export function InvalidResetLink() {
  return (
    <>
      <Alert color="red" variant="light" icon={<IconAlertCircle />}>
        {AUTH_MESSAGES.resetLinkInvalid}
      </Alert>
      <Button component={Link} to="/forgot" variant="light">
        Запросить новую ссылку
      </Button>
    </>
  );
}
