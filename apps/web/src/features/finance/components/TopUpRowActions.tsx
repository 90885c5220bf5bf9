import { allowedActions, FINANCE_MESSAGES, type TopUp } from '@cargo/domain';
import { Button, Group } from '@mantine/core';
import { useLocation } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useCancelTopUp } from '../api/cancel-top-up';
import { useResumeTopUp } from '../api/resume-top-up';
import { currentReturnPath, rememberCryptoTopUp } from '../model/cryptoReturn';
import { goToInvoice } from './CryptoTopUpForm';
import { usePaymentPopup } from './usePaymentPopup';

/**
 * What the customer can still do with a top-up waiting for payment (the domain's customer rows): go back to the
 * provider's page (a card payment in a popup, a crypto invoice in this tab) or give it up.
 */
export function TopUpRowActions({ topUp }: { topUp: TopUp }) {
  const actions = allowedActions('topUp', 'customer', topUp.statusId);
  const resume = useResumeTopUp();
  const cancel = useCancelTopUp();
  const popup = usePaymentPopup();
  const location = useLocation();
  if (actions.length === 0) return null;
  const busy = resume.isPending || cancel.isPending;

  const onResume = () => {
    if (topUp.method === 'card') popup.prepare();
    resume.mutate(topUp.id, {
      onSuccess: (answer) => {
        if (topUp.method === 'card') return popup.show(answer.url);
        rememberCryptoTopUp({ topUpId: topUp.id, returnTo: currentReturnPath(location) });
        goToInvoice(answer.url);
      },
      onError: (error) => {
        popup.close();
        notifyError(errorMessage(error, FINANCE_MESSAGES.topUpNotOpen));
      },
    });
  };
  const onCancel = () =>
    cancel.mutate(topUp.id, {
      onSuccess: () => notifySuccess(FINANCE_MESSAGES.topUpCanceled),
      onError: (error) => notifyError(errorMessage(error, FINANCE_MESSAGES.topUpNotOpen)),
    });

  return (
    <Group gap="xs" wrap="wrap">
      {actions.includes('resume') && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={onResume}
          loading={resume.isPending}
          disabled={busy}
        >
          Продолжить оплату
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          onClick={onCancel}
          loading={cancel.isPending}
          disabled={busy}
        >
          Отменить
        </Button>
      )}
    </Group>
  );
}
