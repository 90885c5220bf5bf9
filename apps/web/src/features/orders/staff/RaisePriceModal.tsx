import {
  ORDER_MESSAGES,
  staffRaisePriceSchema,
  type StaffLot,
  type StaffRaisePriceInput,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatMoney } from '../../../shared/format/formatMoney';
import { notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { useRaiseLotPrice } from '../api/staff-raise-lot-price';
import type { RealFigures } from './LotActions';
import { lotTitle } from './lotTitle';
import { MoneyInput } from './MoneyInput';
import { notifyDeskFailure } from './notifyDeskFailure';
import { previewRealPrice } from './realPrice';
import { OutcomeLine, RealPriceBreakdown } from './RealPriceBreakdown';

type Values = z.output<typeof staffRaisePriceSchema>;

/**
 * «Цена выше»: the real unit price and Chinese delivery found in the shop and a note to the customer. The new total
 * (with the lot's commission) and the surcharge the customer will be asked for are shown before it is sent; a
 * price that is not higher than what is held is refused here as on the server.
 */
interface Props {
  lot: StaffLot | null;
  /** Figures typed in the purchase dialog before it pointed here. */
  figures?: RealFigures;
  onClose: () => void;
}

export function RaisePriceModal({ lot, figures, onClose }: Props) {
  const fullScreen = useFullScreenModal();
  const raise = useRaiseLotPrice();
  const { control, register, handleSubmit, setError, formState } = useForm<
    StaffRaisePriceInput,
    unknown,
    Values
  >({
    resolver: zodResolver(staffRaisePriceSchema),
    defaultValues: { unitPrice: '', chinaDelivery: '', ...figures, note: '' },
  });
  const [unitPrice, chinaDelivery] = useWatch({ control, name: ['unitPrice', 'chinaDelivery'] });
  const preview = lot && previewRealPrice(lot, unitPrice, chinaDelivery);
  const notHigher = preview !== null && preview.comparison <= 0;

  const submit = handleSubmit((input) => {
    if (!lot || notHigher) return;
    raise.mutate(
      { id: lot.id, input },
      {
        onSuccess: () => {
          notifySuccess(ORDER_MESSAGES.priceRaised);
          onClose();
        },
        onError: (failure) =>
          notifyDeskFailure(failure, { setError, fields: ['unitPrice', 'chinaDelivery', 'note'] }),
      },
    );
  });

  return (
    <Modal
      opened={lot !== null}
      onClose={onClose}
      title={lot ? `Цена выше: ${lotTitle(lot)}` : ''}
      fullScreen={fullScreen}
    >
      {lot && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Клиент указал {formatMoney(lot.price, 'CNY')} за штуку и {formatMoney(lot.delivery, 'CNY')}{' '}
              доставки, {lot.count} шт. Лот будет ждать, пока клиент согласует новую цену.
            </Text>
            <Group grow align="flex-start" gap="sm">
              <MoneyInput control={control} name="unitPrice" label="Цена за штуку" autoFocus />
              <MoneyInput control={control} name="chinaDelivery" label="Доставка по Китаю" />
            </Group>
            <Textarea
              label="Комментарий клиенту"
              description="Клиент увидит его рядом с новой ценой"
              withAsterisk
              rows={3}
              {...register('note')}
              error={formState.errors.note?.message}
            />
            {preview && (
              <RealPriceBreakdown preview={preview} count={lot.count}>
                {notHigher ? (
                  <Alert color="orange" variant="light" p="xs" role="alert">
                    {ORDER_MESSAGES.priceNotHigher}
                  </Alert>
                ) : (
                  <OutcomeLine label="Доплата клиента" testId="surcharge">
                    {formatMoney(preview.difference, 'CNY')}
                  </OutcomeLine>
                )}
              </RealPriceBreakdown>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Закрыть
              </Button>
              <Button type="submit" color="orange" loading={raise.isPending}>
                Отправить клиенту
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
