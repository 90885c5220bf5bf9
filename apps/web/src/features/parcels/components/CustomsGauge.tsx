import { type CustomsCheck, type CustomsCheckAnswer, moneyToJson, toMinorUnits } from '@cargo/domain';
import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/formatMoney';

export type GaugeValues = Omit<CustomsCheckAnswer, 'countryCode' | 'ruleValidFrom' | 'dutyRub'> & {
  dutyRub: number | null;
};

/** The domain's customs check (the form's estimate) as the gauge draws it. */
export function gaugeOf(check: CustomsCheck, declaredValueEur: string, weightKg: number): GaugeValues {
  return {
    declaredValueEur: moneyToJson(declaredValueEur),
    valueLimitEur: moneyToJson(check.rule.valueLimitEur),
    weightKg,
    weightLimitKg: Number(check.rule.weightLimitKg),
    exceedsValue: toMinorUnits(check.valueExcessEur) > 0n,
    exceedsWeight: Number(check.weightExcessKg) > 0,
    dutyEur: moneyToJson(check.dutyEur),
    dutyRub: null,
  };
}

const percent = (value: number, limit: number) => Math.min(100, limit > 0 ? (value / limit) * 100 : 0);
const kg = (value: number) => `${value.toLocaleString('ru-RU', { maximumFractionDigits: 3 })} кг`;

/**
 * The personal-import allowance: the declared value in euros and the weight against the limits, each a bar that
 * turns red above its limit, and the duty the recipient would pay.
 */
export function CustomsGauge({ customs }: { customs: GaugeValues }) {
  const duty = customs.dutyEur > 0;
  return (
    <Stack gap="sm" aria-label="Таможенный лимит" role="group">
      <div>
        <Group justify="space-between" gap="xs">
          <Text size="sm">Стоимость</Text>
          <Text size="sm" fw={500} data-testid="customs-value">
            {formatMoney(customs.declaredValueEur, 'EUR')} из {formatMoney(customs.valueLimitEur, 'EUR')}
          </Text>
        </Group>
        <Progress
          value={percent(customs.declaredValueEur, customs.valueLimitEur)}
          color={customs.exceedsValue ? 'red' : 'teal'}
          aria-label="Стоимость относительно лимита"
        />
      </div>
      {customs.weightKg !== null && (
        <div>
          <Group justify="space-between" gap="xs">
            <Text size="sm">Вес</Text>
            <Text size="sm" fw={500} data-testid="customs-weight">
              {kg(customs.weightKg)} из {kg(customs.weightLimitKg)}
            </Text>
          </Group>
          <Progress
            value={percent(customs.weightKg, customs.weightLimitKg)}
            color={customs.exceedsWeight ? 'red' : 'teal'}
            aria-label="Вес относительно лимита"
          />
        </div>
      )}
      {duty ? (
        <Alert color="orange" variant="light" data-testid="customs-duty">
          Сверх беспошлинного лимита: пошлина получателя {formatMoney(customs.dutyEur, 'EUR')}
          {customs.dutyRub !== null && ` (≈ ${formatMoney(customs.dutyRub, 'RUB')})`}.
        </Alert>
      ) : (
        <Text size="sm" c="teal.8" data-testid="customs-duty">
          В пределах беспошлинного лимита: пошлины нет.
        </Text>
      )}
    </Stack>
  );
}
