import { LOT_CANCEL_MESSAGES, ORDER_UNIT_STATUS } from '@cargo/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useMyOrders } from '../api/get-my-orders';
import { BackToOrders } from '../components/BackToOrders';
import { LotList } from '../components/LotList';
import { QueryState } from '../components/QueryState';
import { ShortfallOffer } from '../components/ShortfallOffer';
import { useLotActions } from '../components/useLotActions';

interface StatusLotsProps {
  statusId: number;
  title: string;
  lead: string;
  emptyText: string;
}

/** Every lot in one status across the customer's orders. */
function StatusLots({ statusId, title, lead, emptyText }: StatusLotsProps) {
  const orders = useMyOrders(statusId);
  const actions = useLotActions();
  const lots = (orders.data?.data ?? []).flatMap((order) => order.orderUnits);
  return (
    <Stack gap="md">
      <BackToOrders />
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {lead}
        </Text>
      </div>
      {actions.shortfall && <ShortfallOffer message={actions.shortfall} onClose={actions.clearShortfall} />}
      <QueryState query={orders} empty={lots.length === 0} emptyText={emptyText}>
        <LotList label={title} lots={lots} actions={actions} />
      </QueryState>
    </Stack>
  );
}

/** /orders/on_price_confirmation_lots: lots whose price the buyer found higher (20). */
export function PriceConfirmationLotsPage() {
  return (
    <StatusLots
      statusId={ORDER_UNIT_STATUS.PRICE_CONFIRMATION}
      title="Ожидают согласования цены"
      lead="У продавца цена выше, чем в заказе: согласуйте доплату или отмените лот — оплата вернётся на юаневый счёт."
      emptyText="Лотов, ожидающих согласования цены, нет"
    />
  );
}

/** /orders/canceled_lots: the lots cancelled by the customer or the service (30). */
export function CanceledLotsPage() {
  return (
    <StatusLots
      statusId={ORDER_UNIT_STATUS.CANCELED}
      title="Отменённые лоты"
      lead={LOT_CANCEL_MESSAGES.canceledLead}
      emptyText="Отменённых лотов нет"
    />
  );
}
