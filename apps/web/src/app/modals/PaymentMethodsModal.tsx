import { Divider, Modal, Stack } from '@mantine/core';
import { SupportContacts } from '../../shared/ui/SupportContacts';
import { PaymentMethodsList } from './PaymentMethodsList';
import { TopUpUnavailableNote } from './TopUpUnavailableNote';
import { useFullScreenModal } from '../../shared/ui/useFullScreenModal';
import { UI_LABELS } from '../../shared/config/uiLabels';

export function PaymentMethodsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={UI_LABELS.paymentMethods}
      size="lg"
      fullScreen={fullScreen}
    >
      <Stack gap="md">
        <PaymentMethodsList />
        <TopUpUnavailableNote />
        <Divider label={UI_LABELS.support} labelPosition="left" />
        <SupportContacts />
      </Stack>
    </Modal>
  );
}
