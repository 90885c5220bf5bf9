import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useOrder } from '../api/get-order';
import { BackToOrders } from '../components/BackToOrders';
import { OrderCard } from '../components/OrderCard';
import { QueryState } from '../components/QueryState';
import { ShortfallOffer } from '../components/ShortfallOffer';
import { useLotActions } from '../components/useLotActions';

/** /orders/lots/:orderId: one order with all its lots and their actions. */
export function OrderLotsPage() {
  const { orderId } = useParams();
  const id = Number(orderId);
  const order = useOrder(Number.isInteger(id) && id > 0 ? id : null);
  const actions = useLotActions();
  return (
    <Stack gap="md">
      <BackToOrders />
      <Title order={1} size="h2">
        {order.data ? `Заказ ${order.data.orderNumber}` : 'Заказ'}
      </Title>
      {actions.shortfall && <ShortfallOffer message={actions.shortfall} onClose={actions.clearShortfall} />}
      <QueryState query={order} empty={!order.data} emptyText="Заказ не найден">
        {order.data && <OrderCard order={order.data} actions={actions} />}
      </QueryState>
    </Stack>
  );
}
