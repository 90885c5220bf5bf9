import type { OrderUnit } from '@cargo/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney } from '../../../shared/format/formatMoney';

interface PriceConfirmationProps {
  lot: OrderUnit;
  onConfirm: () => void;
  onCancel: () => void;
  confirming: boolean;
  cancelling: boolean;
}

/** A lot at 20: the buyer's new price and note, the surcharge, and the two answers. */
export function PriceConfirmation({
  lot,
  onConfirm,
  onCancel,
  confirming,
  cancelling,
}: PriceConfirmationProps) {
  return (
    <Stack gap={6} mt={4}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconAlertTriangle size={18} color="var(--mantine-color-orange-7)" style={{ flex: 'none' }} />
        <Text size="sm" fw={600} c="orange.9">
          Цена изменилась — согласуйте новую цену или отмените лот
        </Text>
      </Group>
      <Text size="sm">
        Новая цена:{' '}
        {lot.priceProductOriginalChina !== null && formatMoney(lot.priceProductOriginalChina, 'CNY')}
        {lot.deliveryPriceOriginalChina !== null &&
          ` за шт., доставка по Китаю ${formatMoney(lot.deliveryPriceOriginalChina, 'CNY')}`}
        {lot.newPricing && `, итого ${formatMoney(lot.newPricing.total, 'CNY')}`}
      </Text>
      {lot.priceNote && (
        <Text size="sm" c="dimmed">
          Комментарий закупщика: {lot.priceNote}
        </Text>
      )}
      {lot.surcharge !== null && (
        <Text size="sm" fw={600}>
          Доплата: {formatMoney(lot.surcharge, 'CNY')}
        </Text>
      )}
      <Group gap="sm">
        <Button size="xs" color="orange" onClick={onConfirm} loading={confirming}>
          Согласовать
        </Button>
        <Button size="xs" variant="default" onClick={onCancel} loading={cancelling}>
          Отменить
        </Button>
      </Group>
    </Stack>
  );
}
