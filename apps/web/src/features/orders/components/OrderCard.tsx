import { type Order, ORDER_TYPE, ORDER_UNIT_STATUS, ORDER_UNIT_STATUS_TITLE } from '@cargo/domain';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
import { CANCELLABLE_STATUSES, hasNewLots } from '../model/lots';
import { LotList } from './LotList';
import { ReadyOrderActions } from './ReadyOrderActions';
import type { useLotActions } from './useLotActions';

interface OrderCardProps {
  order: Order;
  actions: ReturnType<typeof useLotActions>;
  /** New orders can be chosen for «Отправить на закупку». */
  selection?: { selected: boolean; onToggle: () => void };
}

/** An order with its lots: number, date, status, total, and what the customer can do with it. */
export function OrderCard({ order, actions, selection }: OrderCardProps) {
  const attention = order.orderUnits.some((lot) => lot.statusId === ORDER_UNIT_STATUS.PRICE_CONFIRMATION);
  const cancellable = order.orderUnits.filter((lot) => CANCELLABLE_STATUSES.includes(lot.statusId));
  const ready = order.orderTypeId === ORDER_TYPE.READY;
  const title = ready ? `Готовый заказ ${order.orderNumber}` : `Заказ ${order.orderNumber}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={title}
      style={attention ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="nowrap">
            {selection && (
              <Checkbox
                aria-label={`Выбрать заказ ${order.orderNumber}`}
                checked={selection.selected}
                onChange={selection.onToggle}
              />
            )}
            <div>
              <Text fw={600}>{title}</Text>
              <Text size="xs" c="dimmed">
                {formatDate(order.date)}
              </Text>
            </div>
            <Badge variant="light" color={attention ? 'orange' : 'blue'}>
              {ORDER_UNIT_STATUS_TITLE[order.orderStatusId] ?? ''}
            </Badge>
          </Group>
          <Text fw={600}>Итого: {formatMoney(order.totalPriceOrder, 'CNY')}</Text>
        </Group>
        <LotList label={`Лоты заказа ${order.orderNumber}`} lots={order.orderUnits} actions={actions} />
        {ready ? (
          <ReadyOrderActions order={order} />
        ) : (
          <Group gap="xs" justify="flex-end">
            <Button size="xs" variant="subtle" component={Link} to={`/orders/lots/${order.id}`}>
              Все лоты заказа
            </Button>
            {hasNewLots(order) && (
              <Button size="xs" variant="light" component={Link} to={`/order?id=${order.id}`}>
                Редактировать
              </Button>
            )}
            {cancellable.length > 0 && (
              <Button
                size="xs"
                variant="default"
                color="red"
                loading={actions.cancelling}
                onClick={() => actions.cancelLots(order.id, cancellable, true)}
              >
                Отменить заказ
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
