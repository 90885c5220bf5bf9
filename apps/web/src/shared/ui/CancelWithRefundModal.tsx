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

/** The modal's words: Russian by default (the cabinet's), the desk passes its language's (decision 066). */
export interface CancelWithRefundTexts {
  /** «Отменить посылку 12 с возвратом». */
  title: (what: string) => string;
  /** Before the amount: «Клиенту вернётся». */
  refundBefore: string;
  /** When the amount is not known. */
  wholePayment: string;
  /** After the amount, a parcel's goods staying / going back to the shelf. */
  refundAfter: string;
  refundAfterGoodsBack: string;
  reason: string;
  keep: string;
  confirm: string;
  /** A fallback when the failure carries no message of its own. */
  somethingWrong: string;
  money: (amount: number) => string;
}

export const CANCEL_WITH_REFUND_TEXTS: CancelWithRefundTexts = {
  title: (what) => `Отменить ${what} с возвратом`,
  refundBefore: 'Клиенту вернётся',
  wholePayment: 'вся оплата',
  refundAfter: 'на рублёвый счёт. Отменить это действие нельзя.',
  refundAfterGoodsBack: 'на рублёвый счёт, а товары вернутся на полку склада. Отменить это действие нельзя.',
  reason: 'Причина (увидит клиент)',
  keep: 'Не отменять',
  confirm: 'Отменить и вернуть деньги',
  somethingWrong: COMMON_MESSAGES.somethingWrong,
  money: (amount) => formatMoney(amount, 'RUB'),
};

interface Props {
  target: CancelWithRefundTarget | null;
  pending: boolean;
  onSubmit: (reason: string, done: { onError: (failure: unknown) => void }) => void;
  onClose: () => void;
  /** The desk's language (decision 066); the Russian above otherwise. */
  texts?: CancelWithRefundTexts;
}

/**
 * The desks' «Отменить с возвратом» of a paid parcel or cargo: the reason the customer will read, and the amount
 * going back to their balance, confirmed before anything happens.
 */
export function CancelWithRefundModal({
  target,
  pending,
  onSubmit,
  onClose,
  texts = CANCEL_WITH_REFUND_TEXTS,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    // The parcel's and the cargo's cancel-with-refund requests share this reason field.
    const refusal = fieldError(cancelWithRefundSchema.shape.reason, reason);
    if (refusal) return setError(refusal);
    setError(null);
    onSubmit(reason.trim(), {
      onError: (failure) => setError(errorMessage(failure, texts.somethingWrong)),
    });
  };
  return (
    <Modal opened={target !== null} onClose={onClose} title={texts.title(target?.what ?? '')}>
      {target && (
        <Stack gap="sm">
          <Text size="sm">
            {texts.refundBefore}{' '}
            <Text span fw={700}>
              {target.amount === null ? texts.wholePayment : texts.money(target.amount)}
            </Text>{' '}
            {target.goodsBack ? texts.refundAfterGoodsBack : texts.refundAfter}
          </Text>
          <Textarea
            label={texts.reason}
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
              {texts.keep}
            </Button>
            <Button color="red" loading={pending} onClick={submit}>
              {texts.confirm}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
