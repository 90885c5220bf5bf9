import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { WEB_MESSAGES } from '../../shared/config/messages';

export function TopUpUnavailableNote() {
  return (
    <Alert variant="light" color="yellow" icon={<IconInfoCircle />} title="Онлайн-оплата подключается">
      {WEB_MESSAGES.topUpUnavailable}
    </Alert>
  );
}
