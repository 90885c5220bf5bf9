import { Divider, Modal, Stack } from '@mantine/core';
import { SupportContacts } from '../../shared/ui/SupportContacts';
import { PaymentMethodsList } from './PaymentMethodsList';
import { TopUpUnavailableNote } from './TopUpUnavailableNote';
import { useFullScreenModal } from '../../shared/ui/useFullScreenModal';

export function PaymentMethodsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal opened={opened} onClose={onClose} title="Способы оплаты" size="lg" fullScreen={fullScreen}>
      <Stack gap="md">
        <PaymentMethodsList />
        <TopUpUnavailableNote />
        <Divider label="Служба поддержки" labelPosition="left" />
        <SupportContacts />
      </Stack>
    </Modal>
  );
}
