import { type Cargo, CARGO_STATUS, CARGO_STATUS_TITLE } from '@cargo/domain';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatDate } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
import { ObjectEvents } from '../../notifications';
import { AskQuestionButton } from '../../helpdesk';
import { formatMeasures } from '../model/format';
import { CargoPriceBreakdown } from './CargoPriceBreakdown';

const STATUS_COLOR: Record<number, string> = {
  [CARGO_STATUS.AWAITING_PAYMENT]: 'orange',
  [CARGO_STATUS.READY_FOR_SENT]: 'teal',
  [CARGO_STATUS.SENT]: 'green',
  [CARGO_STATUS.CANCELED]: 'gray',
  [CARGO_STATUS.CANCELED_REFUNDED]: 'gray',
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

interface CargoCardProps {
  cargo: Cargo;
  onPay: (id: number) => void;
  onCancel: (cargo: Cargo) => void;
  paying: boolean;
  canceling: boolean;
}

/** One cargo: status, measures, the price broken down, and the step the customer can take (pay 33, cancel 10). */
export function CargoCard({ cargo, onPay, onCancel, paying, canceling }: CargoCardProps) {
  const awaitingPayment = cargo.statusId === CARGO_STATUS.AWAITING_PAYMENT;
  return (
    <Card
      withBorder
      radius="lg"
      data-testid="cargo-row"
      style={awaitingPayment ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {cargo.name}
            </Text>
            <Text size="xs" c="dimmed">
              Карго № {cargo.id} от {formatDate(cargo.createdAt)}
            </Text>
          </div>
          <Badge variant="light" color={STATUS_COLOR[cargo.statusId] ?? 'blue'} style={{ flexShrink: 0 }}>
            {cargo.status.title || CARGO_STATUS_TITLE[cargo.statusId]}
          </Badge>
        </Group>
        {cargo.statusReason && (
          <Text size="sm" c="red">
            {cargo.statusReason}
          </Text>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 2 }} spacing="xs">
          <Fact label="Трек в Китае" value={cargo.incomingDeclaration ?? '—'} />
          <Fact label="Мест" value={String(cargo.placesCount)} />
          <Fact label="Вес и объём" value={formatMeasures(cargo.weightKg, cargo.volumeM3)} />
          <Fact label="Стоимость" value={cargo.price === null ? '—' : formatMoney(cargo.price, 'RUB')} />
        </SimpleGrid>
        {cargo.outgoingDeclaration && <Fact label="Трек отправления" value={cargo.outgoingDeclaration} />}
        {cargo.priceBreakdown && <CargoPriceBreakdown price={cargo.priceBreakdown} />}
        {awaitingPayment && (
          <Button onClick={() => onPay(cargo.id)} loading={paying} style={{ alignSelf: 'flex-start' }}>
            Оплатить {cargo.price === null ? '' : formatMoney(cargo.price, 'RUB')}
          </Button>
        )}
        {cargo.statusId === CARGO_STATUS.REQUEST && (
          <Button
            variant="default"
            onClick={() => onCancel(cargo)}
            loading={canceling}
            style={{ alignSelf: 'flex-start' }}
          >
            Отменить заявку
          </Button>
        )}
        <Group gap="xs">
          <ObjectEvents objectType="cargo" objectId={cargo.id} variant="button" withLabel />
          <AskQuestionButton objectType="cargo" objectId={cargo.id} variant="subtle" />
        </Group>
      </Stack>
    </Card>
  );
}
