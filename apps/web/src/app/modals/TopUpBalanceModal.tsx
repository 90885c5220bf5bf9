import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { TopUpDialogContent } from '../../features/finance';
import { useFullScreenModal } from '../../shared/ui/useFullScreenModal';
import { PageLoader } from '../pages/PageLoader';

interface ModalProps {
  opened: boolean;
  onClose: () => void;
}

/** `?topUpBalance=true`: the balances and every way to top up (the finance feature's dialog body). */
export function TopUpBalanceModal({ opened, onClose }: ModalProps) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal opened={opened} onClose={onClose} title="Пополнение баланса" size="lg" fullScreen={fullScreen}>
      <Suspense fallback={<PageLoader />}>
        <TopUpDialogContent reason="topUp" onDone={onClose} />
      </Suspense>
    </Modal>
  );
}
