import {
  INSURANCE_MESSAGES,
  insuranceBasisText,
  type ParcelPriceBreakdown,
  SERVICE_PRICES,
  serviceLineBasis,
} from '@cargo/domain';
import { Table, Text } from '@mantine/core';
import { formatMoney } from '../../../shared/format/formatMoney';

const rub = (amount: number) => formatMoney(amount, 'RUB');
const kg = (value: number) => `${value.toLocaleString('ru-RU', { maximumFractionDigits: 3 })} кг`;

/** The price as the pricing function computed it: chargeable weight × rate (or the minimum), services, discount. */
export function PriceBreakdown({ price }: { price: ParcelPriceBreakdown }) {
  return (
    <Table aria-label="Расчёт стоимости" verticalSpacing={6}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>Фактический вес</Table.Td>
          <Table.Td ta="right">{kg(price.actualWeightKg)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>Объёмный вес</Table.Td>
          <Table.Td ta="right">{kg(price.volumetricWeightKg)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>Расчётный вес</Table.Td>
          <Table.Td ta="right">{kg(price.chargeableWeightKg)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td>
            Доставка: {rub(price.ratePerKg)} за кг
            {price.minimumApplied && (
              <Text span size="xs" c="dimmed">
                {' '}
                (минимальная стоимость тарифа)
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right">{rub(price.freight)}</Table.Td>
        </Table.Tr>
        {price.lines.map((line, index) => (
          <Table.Tr key={`${line.serviceId ?? 'package'}-${index}`}>
            <Table.Td>
              <span>{line.title}</span>
              {line.serviceId !== null && SERVICE_PRICES[line.serviceId] && (
                <Text span size="xs" c="dimmed">
                  {' '}
                  ({serviceLineBasis(line, SERVICE_PRICES[line.serviceId]!.per)})
                </Text>
              )}
              {line.title === INSURANCE_MESSAGES.title && price.insurance && (
                <Text size="xs" c="dimmed" data-testid="insurance-basis">
                  {insuranceBasisText(price.insurance)}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="right">{rub(line.amount)}</Table.Td>
          </Table.Tr>
        ))}
        {price.storage !== undefined && price.storage > 0 && (
          <Table.Tr>
            <Table.Td>Хранение на складе</Table.Td>
            <Table.Td ta="right" data-testid="price-storage">
              {rub(price.storage)}
            </Table.Td>
          </Table.Tr>
        )}
        {price.discount > 0 && (
          <Table.Tr>
            <Table.Td>Скидка {price.discountPercent}%</Table.Td>
            <Table.Td ta="right">−{rub(price.discount)}</Table.Td>
          </Table.Tr>
        )}
        <Table.Tr fw={600}>
          <Table.Td>Итого</Table.Td>
          <Table.Td ta="right" data-testid="price-total">
            {rub(price.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
