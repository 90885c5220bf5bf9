import { ORDER_SECTION_TITLE, ORDER_SECTIONS, ORDER_UNIT_STATUS, type OrderSection } from '@cargo/domain';
import { Button, Checkbox, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SECTION_TITLES } from '../../../shared/config/sections';
import { useMyOrders, useOrderCounters, useOrdersCount } from '../api/get-my-orders';
import { LotList } from '../components/LotList';
import { OrderCard } from '../components/OrderCard';
import { QueryState } from '../components/QueryState';
import { ShortfallOffer } from '../components/ShortfallOffer';
import { useBulkSend } from '../components/useBulkSend';
import { useLotActions } from '../components/useLotActions';
import { hasNewLots, ordersAwaitingFirst } from '../model/lots';
import { ORDERS_WEB_MESSAGES } from '../model/messages';
import { readyOrderFormPath } from '../model/ready-order-form';

const SECTIONS = Object.keys(ORDER_SECTIONS) as OrderSection[];
const isSection = (value: string | null): value is OrderSection => SECTIONS.includes(value as OrderSection);

/** The counts the order store already has (spec section 3): the other tabs ask for a page of one. */
type StoreCounts = Partial<Record<OrderSection, number>>;

function SectionTab({ section, known }: { section: OrderSection; known: StoreCounts }) {
  const counted = useOrdersCount(ORDER_SECTIONS[section], !(section in known));
  const count = section in known ? known[section] : counted.data;
  return (
    <Tabs.Tab value={section}>
      {ORDER_SECTION_TITLE[section]}
      {count !== undefined ? ` (${count})` : ''}
    </Tabs.Tab>
  );
}

/** /orders?section=new|buyout|purchased|goods: the customer's buyout orders by section (spec section 2). */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const section: OrderSection = isSection(requested) ? requested : 'new';
  const orders = useMyOrders(ORDER_SECTIONS[section]);
  const counters = useOrderCounters().data;
  // The lots awaiting a new price come first on every section (spec: highlighted as important).
  const awaiting = useMyOrders(ORDER_UNIT_STATUS.PRICE_CONFIRMATION);
  const awaitingLots = (awaiting.data?.data ?? []).flatMap((order) => order.orderUnits);
  const actions = useLotActions();
  const [selected, setSelected] = useState<number[]>([]);
  const bulk = useBulkSend(() => setSelected([]));

  const list = ordersAwaitingFirst(orders.data?.data ?? []);
  const selectable = section === 'new' ? list.filter(hasNewLots).map((order) => order.id) : [];
  const chosen = selected.filter((id) => selectable.includes(id));
  const toggle = (id: number) =>
    setSelected((now) => (now.includes(id) ? now.filter((item) => item !== id) : [...now, id]));
  const confirmCount = counters?.confirmOrdersCount ?? 0;
  const known: StoreCounts = { new: counters?.newOrderCount, ready: counters?.readyOrderCount };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={1} size="h2">
          {SECTION_TITLES.orders}
        </Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={readyOrderFormPath()}
            variant="light"
            leftSection={<IconPackage size={16} />}
          >
            Готовый заказ
          </Button>
          <Button component={Link} to="/order" leftSection={<IconPlus size={16} />}>
            Создать заказ
          </Button>
        </Group>
      </Group>

      {awaitingLots.length > 0 && (
        <Paper
          withBorder
          radius="md"
          p="sm"
          component="section"
          aria-label="Нужно ваше решение"
          style={{ borderColor: 'var(--mantine-color-orange-5)' }}
        >
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} c="orange.9">
                Нужно ваше решение: у продавца выросла цена ({awaitingLots.length})
              </Text>
              <Button
                size="xs"
                variant="subtle"
                color="orange"
                component={Link}
                to="/orders/on_price_confirmation_lots"
              >
                Все лоты на согласовании
              </Button>
            </Group>
            <LotList label="Лоты, ожидающие согласования цены" lots={awaitingLots} actions={actions} />
          </Stack>
        </Paper>
      )}

      <Tabs
        value={section}
        onChange={(value) => {
          if (isSection(value)) setParams({ section: value });
        }}
      >
        <Tabs.List>
          {SECTIONS.map((item) => (
            <SectionTab key={item} section={item} known={known} />
          ))}
        </Tabs.List>
      </Tabs>

      <Group gap="xs">
        <Button size="xs" variant="subtle" component={Link} to="/orders/on_price_confirmation_lots">
          Ожидают согласования цены{confirmCount > 0 ? ` (${confirmCount})` : ''}
        </Button>
        <Button size="xs" variant="subtle" color="gray" component={Link} to="/orders/canceled_lots">
          Отменённые лоты
        </Button>
      </Group>

      {actions.shortfall && <ShortfallOffer message={actions.shortfall} onClose={actions.clearShortfall} />}
      {bulk.shortfall && <ShortfallOffer message={bulk.shortfall} onClose={bulk.clearShortfall} />}

      {selectable.length > 0 && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Checkbox
            label="Выбрать все"
            checked={chosen.length === selectable.length}
            indeterminate={chosen.length > 0 && chosen.length < selectable.length}
            onChange={() => setSelected(chosen.length === selectable.length ? [] : selectable)}
          />
          <Button disabled={chosen.length === 0} loading={bulk.sending} onClick={() => bulk.send(chosen)}>
            Отправить на закупку{chosen.length > 0 ? ` (${chosen.length})` : ''}
          </Button>
        </Group>
      )}

      <QueryState
        query={orders}
        empty={list.length === 0}
        emptyText={
          section === 'new'
            ? ORDERS_WEB_MESSAGES.emptyNew
            : section === 'ready'
              ? ORDERS_WEB_MESSAGES.emptyReady
              : ORDERS_WEB_MESSAGES.emptySection
        }
      >
        <Stack gap="sm">
          {list.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              actions={actions}
              selection={
                selectable.includes(order.id)
                  ? { selected: chosen.includes(order.id), onToggle: () => toggle(order.id) }
                  : undefined
              }
            />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
