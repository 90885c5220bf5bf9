import { cancelWithRefundSchema, COMMON_MESSAGES } from '@cargo/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../api/ApiError';
import { fieldError } from '../forms/fieldError';
import { formatMoney } from '../format/formatMoney';

export interface CancelWithRefundTarget {
  /** «посылку 12», «карго 7»: what the title and the warning name. */
  what: string;
  /** What the customer paid, returned to their ruble account. */
  amount: number | null;
  /** A parcel's goods go back on the shelf; a cargo has none. */
  goodsBack?: boolean;
}

interface Props {
  target: CancelWithRefundTarget | null;
  pending: boolean;
  onSubmit: (reason: string, done: { onError: (failure: unknown) => void }) => void;
  onClose: () => void;
}

/**
 * The desks' «Отменить с возвратом» of a paid parcel or cargo: the reason the customer will read, and the amount
 * going back to their balance, confirmed before anything happens.
 */
export function CancelWithRefundModal({ target, pending, onSubmit, onClose }: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    // The parcel's and the cargo's cancel-with-refund requests share this reason field.
    const refusal = fieldError(cancelWithRefundSchema.shape.reason, reason);
    if (refusal) return setError(refusal);
    setError(null);
    onSubmit(reason.trim(), {
      onError: (failure) => setError(errorMessage(failure, COMMON_MESSAGES.somethingWrong)),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={`Отменить ${target?.what ?? ''} с возвратом`}>
      {target && (
        <Stack gap="sm">
          <Text size="sm">
            Клиенту вернётся{' '}
            <Text span fw={700}>
              {target.amount === null ? 'вся оплата' : formatMoney(target.amount, 'RUB')}
            </Text>{' '}
            на рублёвый счёт{target.goodsBack ? ', а товары вернутся на полку склада' : ''}. Отменить это
            действие нельзя.
          </Text>
          <Textarea
            label="Причина (увидит клиент)"
            withAsterisk
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
          />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Не отменять
            </Button>
            <Button color="red" loading={pending} onClick={submit}>
              Отменить и вернуть деньги
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
