import { RECIPIENT_STATUS, recipientFullName, type StaffRecipient } from '@cargo/domain';
import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffActions } from '../../staff';
import { useCancelRecipient, useConfirmRecipient } from '../api';
import { CancelRecipientModal } from './CancelRecipientModal';
import { REVIEW_MESSAGES } from './messages';

export const recipientNameOf = (recipient: StaffRecipient) =>
  recipientFullName(recipient) || `№ ${recipient.id}`;

function ReviewButtons({ recipient, onCancel }: { recipient: StaffRecipient; onCancel: () => void }) {
  const confirm = useConfirmRecipient();
  const actions = useStaffActions()('recipient', recipient.recipientClientDataStatus.id);
  return (
    <>
      {actions.includes('confirm') && (
        <Button
          color="green"
          leftSection={<IconCheck size={16} />}
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(recipient, {
              onSuccess: () => notifySuccess(REVIEW_MESSAGES.confirmed(recipientNameOf(recipient))),
              onError: (error) => notifyError(errorMessage(error, REVIEW_MESSAGES.actionFailed)),
            })
          }
        >
          Подтвердить
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={onCancel}>
          Отклонить
        </Button>
      )}
    </>
  );
}

/**
 * The review of a recipient under review, for the queue and the recipient's page: «Подтвердить» and «Отклонить»
 * (with the reason the customer reads) as the status and the member's roles allow, and the one dialog.
 */
export function useRecipientReview(): {
  actions: (recipient: StaffRecipient) => ReactNode;
  dialog: ReactNode;
} {
  const cancel = useCancelRecipient();
  const [refusing, setRefusing] = useState<StaffRecipient | null>(null);
  const actions = (recipient: StaffRecipient) =>
    recipient.recipientClientDataStatus.id === RECIPIENT_STATUS.UNDER_REVIEW ? (
      <ReviewButtons recipient={recipient} onCancel={() => setRefusing(recipient)} />
    ) : undefined;
  const dialog = (
    <CancelRecipientModal
      key={refusing?.id ?? 'closed'}
      recipientName={refusing ? recipientNameOf(refusing) : null}
      submitting={cancel.isPending}
      onClose={() => setRefusing(null)}
      onSubmit={(reason) => {
        if (!refusing) return;
        const target = refusing;
        cancel.mutate(
          { recipient: target, reason },
          {
            onSuccess: () => {
              notifySuccess(REVIEW_MESSAGES.cancelled(recipientNameOf(target)));
              setRefusing(null);
            },
            onError: (error) => notifyError(errorMessage(error, REVIEW_MESSAGES.actionFailed)),
          },
        );
      }}
    />
  );
  return { actions, dialog };
}
