import { staffPurchaseSchema, subtractMoney, type StaffLot, type StaffPurchaseInput } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { usePurchaseLot } from '../api/staff-purchase-lot';
import type { RealFigures } from './LotActions';
import { useLotTitle } from './lotTitle';
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
  const { t } = useDeskT('orders');
  const format = useDeskFormat();
  const lotTitle = useLotTitle();
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
          notifySuccess(t('done.purchased'));
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
      title={lot ? t('purchase.title', { lot: lotTitle(lot) }) : ''}
      fullScreen={fullScreen}
    >
      {lot && (
        <form noValidate onSubmit={submit}>
          <Stack gap="sm">
            <Group grow align="flex-start" gap="sm">
              <MoneyInput control={control} name="unitPrice" label={t('unitPrice')} />
              <MoneyInput control={control} name="chinaDelivery" label={t('chinaDelivery')} />
            </Group>
            <TextInput
              label={t('purchase.shopOrder')}
              withAsterisk
              data-autofocus
              {...register('shopOrderNumber')}
              error={formState.errors.shopOrderNumber?.message}
            />
            <TextInput
              label={t('chineseTrack')}
              description={t('purchase.trackHint')}
              {...register('chineseTrack')}
              error={formState.errors.chineseTrack?.message}
            />
            {preview && (
              <RealPriceBreakdown preview={preview} count={lot.count}>
                {aboveHeld ? (
                  <Alert color="red" variant="light" p="xs" role="alert">
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">{t('purchase.aboveHeld')}</Text>
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
                        {t('actions.raisePrice')}
                      </Button>
                    </Stack>
                  </Alert>
                ) : preview.comparison === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('purchase.same')}
                  </Text>
                ) : (
                  <OutcomeLine label={t('purchase.refund')} testId="refund">
                    {format.money(subtractMoney(preview.paid, preview.price.total), 'CNY')}
                  </OutcomeLine>
                )}
              </RealPriceBreakdown>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('close')}
              </Button>
              <Button type="submit" color="teal.9" loading={purchase.isPending}>
                {t('purchase.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
