import { LAST_MILE_OPERATOR_TITLE } from '@cargo/domain';
import { Alert, Text } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useCalcPickupPoints } from '../api/lookups';

/**
 * The order form's reminder of where the calculation was for (the calculator's «Оформить посылку» carries
 * `cityCode`, `city` and `point`): the city and the pickup point with its address, read again from the directory.
 */
export function CalcDestinationNote({
  cityCode,
  city,
  pickupPointCode,
}: {
  cityCode: number;
  city: string;
  pickupPointCode: string | null;
}) {
  const points = useCalcPickupPoints(pickupPointCode === null ? null : cityCode);
  const point = (points.data ?? []).find((item) => item.code === pickupPointCode) ?? null;
  return (
    <Alert color="blue" variant="light" icon={<IconMapPin size={18} />} data-testid="calc-destination-note">
      <Text size="sm" fw={600}>
        {pickupPointCode === null
          ? `Из калькулятора: доставка в город ${city}`
          : point
            ? `Из калькулятора: пункт выдачи ${LAST_MILE_OPERATOR_TITLE[point.operatorId] ?? point.operatorName}, ${city}, ${point.address}`
            : `Из калькулятора: ${city}, пункт выдачи ${pickupPointCode}`}
      </Text>
      <Text size="xs" c="dimmed">
        {pickupPointCode === null
          ? 'Выберите ниже адрес в этом городе или создайте новый.'
          : 'Если этот пункт уже есть в ваших адресах, он выбран ниже; если нет — создайте адрес с ним.'}
      </Text>
    </Alert>
  );
}
