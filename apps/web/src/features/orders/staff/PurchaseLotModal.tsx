import {
  ORDER_MESSAGES,
  staffPurchaseSchema,
  subtractMoney,
  type StaffLot,
  type StaffPurchaseInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../shared/format/formatMoney';
import { notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { usePurchaseLot } from '../api/staff-purchase-lot';
import type { RealFigures } from './LotActions';
import { lotTitle } from './lotTitle';
import { MoneyInput } from './MoneyInput';
import { notifyDeskFailure } from './notifyDeskFailure';
import { previewRealPrice } from './realPrice';
import { OutcomeLine, RealPriceBreakdown } from './RealPriceBreakdown';

type Values = z.output<typeof staffPurchaseSchema>;

interface Props {
  lot: StaffLot | null;
  onClose: () => void;
  /** The real total is above what is held: the price goes to the customer first («Цена выше»). */
  onRaisePrice: (lot: StaffLot, figures: RealFigures) => void;
}

/**
 * «Выкуплен»: the real unit price and delivery (the customer's, until the buyer changes them), the shop's order
 * number and, when known, the Chinese track. A lower total shows the refund the customer gets; a higher one is
 * refused here, as the server would, and points to «Цена выше».
 */
export function PurchaseLotModal({ lot, onClose, onRaisePrice }: Props) {
  const fullScreen = useFullScreenModal();
  const purchase = usePurchaseLot();
  const { control, register, handleSubmit, setError, formState } = useForm<
    StaffPurchaseInput,
    unknown,
    Values
  >({
    resolver: zodResolver(staffPurchaseSchema),
    defaultValues: {
      unitPrice: lot ? String(lot.price) : '',
      chinaDelivery: lot ? String(lot.delivery) : '',
      shopOrderNumber: '',
      chineseTrack: '',
    },
  });
  const [unitPrice, chinaDelivery] = useWatch({ control, name: ['unitPrice', 'chinaDelivery'] });
  const preview = lot && previewRealPrice(lot, unitPrice, chinaDelivery);
  const aboveHeld = preview !== null && preview.comparison > 0;

  const submit = handleSubmit((input) => {
    if (!lot || aboveHeld) return;
    purchase.mutate(
      { id: lot.id, input: { ...input, chineseTrack: input.chineseTrack || null } },
      {
        onSuccess: () => {
          notifySuccess(ORDER_MESSAGES.purchased);
          onClose();
        },
        onError: (failure) =>
          notifyDeskFailure(failure, {
            setError,
            fields: ['unitPrice', 'chinaDelivery', 'shopOrderNumber', 'chineseTrack'],
          }),
      },
    );
  });

  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      title={lot ? `Выкуп: ${lotTitle(lot)}` : ''}
      fullScreen={fullScreen}
    >
      {lot && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Group grow align="flex-start" gap="sm">
              <MoneyInput control={control} name="unitPrice" label="Цена за штуку" />
              <MoneyInput control={control} name="chinaDelivery" label="Доставка по Китаю" />
            </Group>
            <TextInput
              label="Номер заказа в магазине"
              withAsterisk
              data-autofocus
              {...register('shopOrderNumber')}
              error={formState.errors.shopOrderNumber?.message}
            />
            <TextInput
              label="Китайский трек-номер"
              description="Если магазин уже отправил товар"
              {...register('chineseTrack')}
              error={formState.errors.chineseTrack?.message}
            />
            {preview && (
              <RealPriceBreakdown preview={preview} count={lot.count}>
                {aboveHeld ? (
                  <Alert color="red" variant="light" p="xs" role="alert">
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">{ORDER_MESSAGES.priceAboveHeld}</Text>
                      <Button
                        size="compact-sm"
                        color="orange"
                        onClick={() =>
                          onRaisePrice(lot, {
                            unitPrice: String(unitPrice ?? ''),
                            chinaDelivery: String(chinaDelivery ?? ''),
                          })
                        }
                      >
                        Цена выше
                      </Button>
                    </Stack>
                  </Alert>
                ) : preview.comparison === 0 ? (
                  <Text size="sm" c="dimmed">
                    Совпадает с оплаченным: возврата не будет.
                  </Text>
                ) : (
                  <OutcomeLine label="Вернётся клиенту" testId="refund">
                    {formatMoney(subtractMoney(preview.paid, preview.price.total), 'CNY')}
                  </OutcomeLine>
                )}
              </RealPriceBreakdown>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Закрыть
              </Button>
              <Button type="submit" color="teal.9" loading={purchase.isPending}>
                Отметить выкупленным
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
