import { Divider, Modal, Stack, Title } from '@mantine/core';
import { useMyInfo } from '../../shared/session/useMyInfo';
import { AccountBalances } from '../../shared/ui/AccountBalances';
import { SupportContacts } from '../../shared/ui/SupportContacts';
import { PaymentMethodsList } from './PaymentMethodsList';
import { TopUpUnavailableNote } from './TopUpUnavailableNote';
import { useFullScreenModal } from '../../shared/ui/useFullScreenModal';
import { UI_LABELS } from '../../shared/config/uiLabels';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

export function TopUpBalanceModal({ opened, onClose }: ModalProps) {
  const { data: myInfo, isPending } = useMyInfo();
  const fullScreen = useFullScreenModal();

  return (
    <Modal opened={opened} onClose={onClose} title="Пополнение баланса" size="lg" fullScreen={fullScreen}>
      <Stack gap="md">
        <div>
          <Title order={4} mb="xs">
            Ваши счета
          </Title>
          <AccountBalances accounts={myInfo?.accounts} loading={isPending} />
        </div>
        <div>
          <Title order={4} mb="xs">
            {UI_LABELS.paymentMethods}
          </Title>
          <PaymentMethodsList />
        </div>
        <TopUpUnavailableNote />
        <Divider label={UI_LABELS.support} labelPosition="left" />
        <SupportContacts />
      </Stack>
    </Modal>
  );
}
