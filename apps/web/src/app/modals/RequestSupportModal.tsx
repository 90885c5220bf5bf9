import { Alert, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { SUPPORT_CONTACTS } from '../../shared/config/company';
import { WEB_MESSAGES } from '../../shared/config/messages';
import { SupportContacts } from '../../shared/ui/SupportContacts';
import { useFullScreenModal } from '../../shared/ui/useFullScreenModal';
import { UI_LABELS } from '../../shared/config/uiLabels';

export function RequestSupportModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={UI_LABELS.contactSupport}
      size="md"
      fullScreen={fullScreen}
    >
      <Stack gap="md">
        <Text size="sm">
          Напишите нам удобным способом — менеджер ответит в рабочее время ({SUPPORT_CONTACTS.hours}). Укажите
          почту, с которой вы вошли в кабинет, и номер посылки или заказа, если вопрос о них.
        </Text>
        <SupportContacts />
        <Alert variant="light" icon={<IconInfoCircle />}>
          {WEB_MESSAGES.supportInCabinetSoon}
        </Alert>
      </Stack>
    </Modal>
  );
}
