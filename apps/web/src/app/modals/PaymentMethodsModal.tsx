import { Modal } from '@mantine/core';
import { Suspense } from 'react';
import { TopUpDialogContent } from '../../features/finance';
import { UI_LABELS } from '../../shared/config/uiLabels';
import { useFullScreenModal } from '../../shared/ui/useFullScreenModal';
import { PageLoader } from '../pages/PageLoader';

/**
 * `?selectPaymentMethods=true`: what a parcel payment reopens when the money is short (spec section 8) — the
 * balances and the ways to top up.
 */
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
      <Suspense fallback={<PageLoader />}>
        <TopUpDialogContent reason="notEnoughMoney" onDone={onClose} />
      </Suspense>
    </Modal>
  );
}
