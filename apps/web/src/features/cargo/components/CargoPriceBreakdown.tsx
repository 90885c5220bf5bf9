import type { CargoPriceBreakdown as Breakdown } from '@cargo/domain';
import { Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/formatMoney';
import { formatKg, formatM3 } from '../model/format';

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c={strong ? undefined : 'dimmed'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** How a cargo's price was computed: actual and volumetric weight, the chargeable one, the rate, the minimum. */
export function CargoPriceBreakdown({ price }: { price: Breakdown }) {
  return (
    <Stack gap={4} aria-label="Расчёт стоимости">
      <Line label="Фактический вес" value={formatKg(price.actualWeightKg)} />
      <Line
        label={`Объёмный вес (${formatM3(price.volumeM3)} × ${price.kgPerCubicMetre} кг/м³)`}
        value={formatKg(price.volumetricWeightKg)}
      />
      <Line
        label={price.volumetricApplied ? 'Оплачиваемый вес (по объёму)' : 'Оплачиваемый вес'}
        value={formatKg(price.chargeableWeightKg)}
      />
      <Line
        label={`Тариф ${formatMoney(price.ratePerKg, 'RUB')} за кг`}
        value={formatMoney(price.chargeByWeight, 'RUB')}
      />
      {price.minimumApplied && (
        <Line label="Применён минимальный платёж" value={formatMoney(price.minimumCharge, 'RUB')} />
      )}
      <Line label="Итого" value={formatMoney(price.total, 'RUB')} strong />
    </Stack>
  );
}
