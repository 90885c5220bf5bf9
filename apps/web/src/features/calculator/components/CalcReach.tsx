import { type CalcAnswer, type CalcTariffPrice } from '@cargo/domain';
import { Alert, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

/** The destination the answer is for: the city, and the chosen point with its address and hours. */
export function CalcDestinationSummary({
  destination,
}: {
  destination: NonNullable<CalcAnswer['destination']>;
}) {
  const { point } = destination;
  const city =
    destination.region && destination.region !== destination.city
      ? `${destination.city}, ${destination.region}`
      : destination.city;
  return (
    <Alert color="blue" variant="light" icon={<IconMapPin size={18} />} data-testid="calc-destination">
      <Text size="sm" fw={600}>
        {point ? `Пункт выдачи ${point.operatorName}: ${city}, ${point.address}` : `Доставка в город ${city}`}
      </Text>
      {point ? (
        <Text size="xs" c="dimmed">
          {point.name} · {point.workTime}
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Выберите пункт выдачи, чтобы увидеть, какие тарифы доставляют именно туда.
        </Text>
      )}
    </Alert>
  );
}

/** Under a tariff's title: whether it delivers to the destination, and how. */
export function TariffReach({ reach }: { reach: CalcTariffPrice['reach'] }) {
  if (!reach) return null;
  return (
    <Text size="xs" c={reach.delivers ? 'teal.8' : 'red.8'} data-testid="calc-reach">
      {reach.text}
    </Text>
  );
}
