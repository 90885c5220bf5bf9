import { COUNTRY, customsRuleFor, DELIVERY_COUNTRIES } from '@cargo/domain';
import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';

const COUNTRY_NAME: Record<number, string> = { [COUNTRY.RUSSIA]: 'Россия', [COUNTRY.BELARUS]: 'Беларусь' };

/** «500.00» → «500», «2.00» → «2», «4.50» → «4,5». */
function plain(decimal: string): string {
  return String(Number(decimal)).replace('.', ',');
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} ta="right">
        {value}
      </Text>
    </Group>
  );
}

/** The allowance in force today for each delivery country: the same rules the parcel's customs check uses. */
export function CustomsLimits() {
  const today = new Date();
  const rows = DELIVERY_COUNTRIES.flatMap((country) => {
    const rule = customsRuleFor(country, today);
    return rule ? [{ country, rule }] : [];
  });
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2 }}
      my="lg"
      component="ul"
      p={0}
      aria-label="Беспошлинный лимит"
      style={{ listStyle: 'none' }}
    >
      {rows.map(({ country, rule }) => (
        <Card
          key={country}
          component="li"
          withBorder
          radius="md"
          padding="md"
          data-testid={`customs-${country}`}
        >
          <Text fw={700} mb="xs">
            {COUNTRY_NAME[country] ?? country}
          </Text>
          <Stack gap={6}>
            <Fact label="Стоимость без пошлины" value={`до ${plain(rule.valueLimitEur)} €`} />
            <Fact label="Вес без пошлины" value={`до ${plain(rule.weightLimitKg)} кг`} />
            <Text size="sm" mt={4}>
              Сверх лимита: {plain(rule.dutyPercent)} % от суммы сверх лимита, но не меньше{' '}
              {plain(rule.perKgEur)} € за каждый килограмм сверх лимита.
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
