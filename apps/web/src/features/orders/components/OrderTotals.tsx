import type { Decimal } from '@cargo/domain';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useCurrencyRates } from '../../finance';
import { formatMoney } from '../../../shared/format/formatMoney';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { orderRunningTotal, yuanToRoubles } from '../model/order-form';
import type { OrderFormApi } from './orderFormTypes';

/** The order's running total in yuan and in roubles at the current rate, beside the CNY balance. */
export function OrderTotals({
  form,
  commissionPercent,
}: {
  form: OrderFormApi;
  commissionPercent: Decimal | null;
}) {
  const lots = useWatch({ control: form.control, name: 'orderUnits' });
  const rates = useCurrencyRates().data;
  const balance = useMyInfo().data?.accounts.find((account) => account.currency.ccy === 'CNY')?.balance;
  const rate = rates?.find((item) => item.eCurrency.ccy === 'CNY')?.rate;
  const total = commissionPercent === null ? null : orderRunningTotal(lots ?? [], commissionPercent);

  return (
    <Paper withBorder radius="md" p="md" role="region" aria-label="Итого по заказу">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>Итого по заказу</Text>
          <Text fw={700} size="lg">
            {total === null ? '—' : formatMoney(total, 'CNY')}
          </Text>
        </Group>
        {total !== null && rate !== undefined && (
          <Text size="sm" c="dimmed" ta="right">
            ≈ {formatMoney(yuanToRoubles(total, rate), 'RUB')} по курсу {String(rate).replace('.', ',')} ₽ за
            юань
          </Text>
        )}
        {commissionPercent !== null && (
          <Text size="xs" c="dimmed">
            С учётом комиссии сервиса {String(commissionPercent).replace('.', ',')} %
          </Text>
        )}
        <Text size="sm">Юаневый счёт: {balance === undefined ? '—' : formatMoney(balance, 'CNY')}</Text>
      </Stack>
    </Paper>
  );
}
