import { RECIPIENT_STATUS, recipientFullName, type StaffRecipient } from '@cargo/domain';
import { Button } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useStaffActions } from '../../staff';
import { useCancelRecipient, useConfirmRecipient } from '../api';
import { CancelRecipientModal } from './CancelRecipientModal';

type RecipientsT = ReturnType<typeof useDeskT<'recipients'>>['t'];

/** The recipient's full name, or its number when the customer left the name empty. */
export const recipientNameOf = (recipient: StaffRecipient, t: RecipientsT) =>
  recipientFullName(recipient) || t('shortNumber', { id: recipient.id });

function ReviewButtons({ recipient, onCancel }: { recipient: StaffRecipient; onCancel: () => void }) {
  const confirm = useConfirmRecipient();
  const actions = useStaffActions()('recipient', recipient.recipientClientDataStatus.id);
  const { t } = useDeskT('recipients');
  return (
    <>
      {actions.includes('confirm') && (
        <Button
          color="teal.9"
          leftSection={<IconCheck size={16} />}
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(recipient, {
              onSuccess: () => notifySuccess(t('confirmed', { name: recipientNameOf(recipient, t) })),
              onError: (error) => notifyError(errorMessage(error, t('actionFailed'))),
            })
          }
        >
          {t('confirm')}
        </Button>
      )}
      {actions.includes('cancel') && (
        <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={onCancel}>
          {t('cancel')}
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
  const { t } = useDeskT('recipients');
  const [refusing, setRefusing] = useState<StaffRecipient | null>(null);
  const actions = (recipient: StaffRecipient) =>
    recipient.recipientClientDataStatus.id === RECIPIENT_STATUS.UNDER_REVIEW ? (
      <ReviewButtons recipient={recipient} onCancel={() => setRefusing(recipient)} />
    ) : undefined;
  const dialog = (
    <CancelRecipientModal
      key={refusing?.id ?? 'closed'}
      recipientName={refusing ? recipientNameOf(refusing, t) : null}
      submitting={cancel.isPending}
      onClose={() => setRefusing(null)}
      onSubmit={(reason) => {
        if (!refusing) return;
        const target = refusing;
        cancel.mutate(
          { recipient: target, reason },
          {
            onSuccess: () => {
              notifySuccess(t('cancelled', { name: recipientNameOf(target, t) }));
              setRefusing(null);
            },
            onError: (error) => notifyError(errorMessage(error, t('actionFailed'))),
          },
        );
      }}
    />
  );
  return { actions, dialog };
}
