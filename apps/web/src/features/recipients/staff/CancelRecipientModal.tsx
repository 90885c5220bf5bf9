import { RECIPIENT_MAX_LENGTH, recipientCancelSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useDeskT } from '../../../shared/staff/i18n';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';

interface CancelRecipientModalProps {
  /** Whose data is refused; null when the dialog is closed. */
  recipientName: string | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** Asks for the reason a recipient is refused; the customer sees it on the recipient. */
export function CancelRecipientModal({
  recipientName,
  submitting,
  onClose,
  onSubmit,
}: CancelRecipientModalProps) {
  const fullScreen = useFullScreenModal();
  const { t } = useDeskT('recipients');
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(recipientCancelSchema), defaultValues: { reason: '' } });

  return (
    <Modal opened={recipientName !== null} onClose={onClose} title={t('cancelTitle')} fullScreen={fullScreen}>
      <form onSubmit={handleSubmit(({ reason }) => onSubmit(reason))} noValidate>
        <Stack gap="md">
          <Text size="sm">
            {t('cancelWho')}
            <b>{recipientName}</b>
            {t('cancelNote')}
          </Text>
          <Textarea
            label={t('fields.cancelReason')}
            withAsterisk
            rows={4}
            maxLength={RECIPIENT_MAX_LENGTH.cancelReason}
            placeholder={t('cancelPlaceholder')}
            error={errors.reason?.message}
            data-autofocus
            {...register('reason')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('back')}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {t('cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
