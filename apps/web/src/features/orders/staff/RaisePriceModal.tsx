import { staffRaisePriceSchema, type StaffLot, type StaffRaisePriceInput } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { useRaiseLotPrice } from '../api/staff-raise-lot-price';
import type { RealFigures } from './LotActions';
import { useLotTitle } from './lotTitle';
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
  const { t } = useDeskT('orders');
  const format = useDeskFormat();
  const lotTitle = useLotTitle();
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
          notifySuccess(t('done.priceRaised'));
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
      title={lot ? t('raise.title', { lot: lotTitle(lot) }) : ''}
      fullScreen={fullScreen}
    >
      {lot && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('raise.intro', {
                price: format.money(lot.price, 'CNY'),
                delivery: format.money(lot.delivery, 'CNY'),
                count: lot.count,
              })}
            </Text>
            <Group grow align="flex-start" gap="sm">
              <MoneyInput control={control} name="unitPrice" label={t('unitPrice')} autoFocus />
              <MoneyInput control={control} name="chinaDelivery" label={t('chinaDelivery')} />
            </Group>
            <Textarea
              label={t('raise.note')}
              description={t('raise.noteHint')}
              withAsterisk
              rows={3}
              {...register('note')}
              error={formState.errors.note?.message}
            />
            {preview && (
              <RealPriceBreakdown preview={preview} count={lot.count}>
                {notHigher ? (
                  <Alert color="orange" variant="light" p="xs" role="alert">
                    {t('raise.notHigher')}
                  </Alert>
                ) : (
                  <OutcomeLine label={t('raise.surcharge')} testId="surcharge">
                    {format.money(preview.difference, 'CNY')}
                  </OutcomeLine>
                )}
              </RealPriceBreakdown>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              <Button type="submit" color="orange" loading={raise.isPending}>
                {t('raise.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
