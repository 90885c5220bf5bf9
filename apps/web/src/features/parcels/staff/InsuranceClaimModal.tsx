import { type InsuranceClaimInput, insuranceClaimSchema, isAwaitingApproval } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifyInfo, notifySuccess } from '../../../shared/ui/notify';
import { useRecordInsuranceClaim } from '../api/record-insurance-claim';
import type { DeskParcel } from './deskParcel';

/**
 * The desk's «Страховой случай» on an insured shipped parcel: the refund (at most the insured declared value plus
 * what was paid for delivery; the server checks it) and what happened, which the customer reads on the parcel.
 */
export function InsuranceClaimModal({ parcel, onClose }: { parcel: DeskParcel | null; onClose: () => void }) {
  const record = useRecordInsuranceClaim();
  const { t } = useDeskT('parcels');
  const format = useDeskFormat();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<InsuranceClaimInput>({
    resolver: zodResolver(insuranceClaimSchema) as never,
    defaultValues: { amount: '', reason: '' },
  });
  const submit = handleSubmit((input) => {
    if (!parcel) return;
    setError(null);
    record.mutate(
      { id: parcel.id, input },
      {
        onSuccess: (answer) => {
          if (isAwaitingApproval(answer)) notifyInfo(t('done.approvalRequested'));
          else {
            const amount = answer.insuranceClaim ? format.money(answer.insuranceClaim.amount, 'RUB') : '';
            notifySuccess(t('done.claimed', { amount }));
          }
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, t('done.somethingWrong'))),
      },
    );
  });
  return (
    <Modal opened={parcel !== null} onClose={onClose} title={t('claim.title', { id: parcel?.id ?? '' })}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Text size="sm">{t('claim.hint', { email: parcel?.clientEmail ?? '' })}</Text>
          <TextInput
            label={t('claim.amount')}
            inputMode="decimal"
            withAsterisk
            {...register('amount')}
            error={errors.amount?.message}
          />
          <Textarea
            label={t('claim.reason')}
            withAsterisk
            rows={3}
            maxLength={500}
            {...register('reason')}
            error={errors.reason?.message}
          />
          {error && <Alert color="red">{error}</Alert>}
          <Button type="submit" loading={record.isPending}>
            {t('claim.submit')}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
