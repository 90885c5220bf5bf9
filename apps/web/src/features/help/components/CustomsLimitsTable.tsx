import { COUNTRY, customsRuleFor, DELIVERY_COUNTRIES } from '@cargo/domain';
import { Table, Text } from '@mantine/core';

const COUNTRY_NAME: Record<number, string> = { [COUNTRY.RUSSIA]: 'Россия', [COUNTRY.BELARUS]: 'Беларусь' };

/** «500.00» → «500», «2.00» → «2», «4.50» → «4,5». */
function plain(decimal: string): string {
  return String(Number(decimal)).replace('.', ',');
}

/** The allowance in force today for each delivery country: the same rules the parcel's customs check uses. */
export function CustomsLimitsTable() {
  const today = new Date();
  const rows = DELIVERY_COUNTRIES.flatMap((country) => {
    const rule = customsRuleFor(country, today);
    return rule ? [{ country, rule }] : [];
  });
  return (
    <Table.ScrollContainer minWidth={520} my="lg">
      <Table withTableBorder striped aria-label="Беспошлинный лимит">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Страна получателя</Table.Th>
            <Table.Th>Стоимость без пошлины</Table.Th>
            <Table.Th>Вес без пошлины</Table.Th>
            <Table.Th>Пошлина сверх лимита</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ country, rule }) => (
            <Table.Tr key={country} data-testid={`customs-${country}`}>
              <Table.Td>
                <Text fw={600}>{COUNTRY_NAME[country] ?? country}</Text>
              </Table.Td>
              <Table.Td>до {plain(rule.valueLimitEur)} €</Table.Td>
              <Table.Td>до {plain(rule.weightLimitKg)} кг</Table.Td>
              <Table.Td>
                {plain(rule.dutyPercent)} % от суммы сверх лимита, но не меньше {plain(rule.perKgEur)} € за
                каждый килограмм сверх лимита
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
