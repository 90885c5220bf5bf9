import {
  INSURANCE_MESSAGES,
  insuranceBasisText,
  PARCEL_MESSAGES,
  SERVICE_PRICES,
  serviceLineBasis,
  toMinorUnits,
} from '@cargo/domain';
import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../shared/format/formatMoney';
import type { Estimate } from '../../model/estimate';
import { ExpectedWeightInput } from '../ExpectedWeightInput';

/** The live price estimate for the expected weight (the warehouse weighs the real one). */
export function EstimateCard({
  estimate,
  expectedWeight,
  setExpectedWeight,
}: {
  estimate: Estimate;
  expectedWeight: number;
  setExpectedWeight: (weight: number) => void;
}) {
  return (
    <Card withBorder radius="lg" aria-label="Оценка стоимости" role="region">
      <Title order={2} size="h4" mb="sm">
        Оценка стоимости
      </Title>
      <ExpectedWeightInput
        description="Склад взвесит посылку, и стоимость уточнится"
        value={expectedWeight}
        onChange={setExpectedWeight}
      />
      {estimate.price ? (
        <Stack gap={4} mt="sm">
          <Group justify="space-between">
            <Text size="sm">
              Доставка ({Number(estimate.price.chargeableWeightKg).toLocaleString('ru-RU')} кг ×{' '}
              {formatMoney(estimate.price.ratePerKg, 'RUB')})
              {estimate.price.minimumApplied && ', минимум тарифа'}
            </Text>
            <Text size="sm">{formatMoney(estimate.price.delivery, 'RUB')}</Text>
          </Group>
          {estimate.price.services.map((line) => (
            <Group key={line.serviceId} justify="space-between">
              <Text size="sm">
                <span>{line.title}</span>{' '}
                <Text span size="xs" c="dimmed">
                  ({serviceLineBasis(line, SERVICE_PRICES[line.serviceId]?.per ?? 'parcel')})
                </Text>
              </Text>
              <Text size="sm">{formatMoney(line.amount, 'RUB')}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text size="sm">{estimate.price.package.title}</Text>
            <Text size="sm">{formatMoney(estimate.price.package.amount, 'RUB')}</Text>
          </Group>
          {toMinorUnits(estimate.price.storage) > 0n && (
            <Group justify="space-between">
              <Text size="sm">Хранение на складе</Text>
              <Text size="sm">{formatMoney(estimate.price.storage, 'RUB')}</Text>
            </Group>
          )}
          {estimate.price.insurance && (
            <Group justify="space-between">
              <Text size="sm">
                <span>{INSURANCE_MESSAGES.title}</span>
                <Text span size="xs" c="dimmed" display="block" data-testid="estimate-insurance-basis">
                  {insuranceBasisText(estimate.price.insurance)}
                </Text>
              </Text>
              <Text size="sm" data-testid="estimate-insurance">
                {formatMoney(estimate.price.insurance.amount, 'RUB')}
              </Text>
            </Group>
          )}
          <Group justify="space-between">
            <Text fw={600}>Итого, примерно</Text>
            <Text fw={600} data-testid="estimate-total">
              {formatMoney(estimate.price.total, 'RUB')}
            </Text>
          </Group>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed" mt="sm" data-testid="estimate-total">
          Выберите получателя и тариф, чтобы увидеть оценку.
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="sm">
        {PARCEL_MESSAGES.priceMayChange}
      </Text>
    </Card>
  );
}
