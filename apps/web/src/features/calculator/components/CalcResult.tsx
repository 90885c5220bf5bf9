import { type CalcAnswer, formatMoneyWithSign, INSURANCE_MESSAGES } from '@cargo/domain';
import { Alert, Box, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CalcDestinationSummary, TariffReach } from './CalcReach';

const rub = (amount: number) => formatMoneyWithSign(amount, 'RUB');
const eur = (amount: number) => formatMoneyWithSign(amount, 'EUR');
const kg = (value: number) => `${String(value).replace('.', ',')} кг`;

/** «Расчётный вес 24 кг — объёмный: 60 × 50 × 40 см ÷ 5000 больше фактического 3,2 кг». */
function weightText(answer: CalcAnswer): string {
  const volumetric = `объёмный вес ${kg(answer.volumetricWeightKg)} (длина × ширина × высота в см ÷ ${answer.volumetricDivisor})`;
  const actual = `фактический вес ${kg(answer.actualWeightKg)}`;
  return answer.volumetricApplied
    ? `Расчётный вес ${kg(answer.chargeableWeightKg)}: ${volumetric} больше, чем ${actual}.`
    : `Расчётный вес ${kg(answer.chargeableWeightKg)}: ${actual} не меньше, чем ${volumetric}. Вес округляется вверх до 0,1 кг.`;
}

function customsText(customs: NonNullable<CalcAnswer['customs']>): string {
  const limit = `Беспошлинный лимит: ${eur(customs.valueLimitEur)} и ${kg(customs.weightLimitKg)} на посылку.`;
  if (!customs.exceedsValue && !customs.exceedsWeight)
    return `${limit} Товары на ${eur(customs.declaredValueEur)} укладываются в лимит — пошлины нет.`;
  return `${limit} Товары на ${eur(customs.declaredValueEur)} превышают его: пошлина около ${eur(customs.dutyEur)} (${rub(customs.dutyRub)}); её платит получатель при получении.`;
}

/** «Оформить посылку»: the order form with the calculation's inputs (under the tariff on a phone). */
function OrderButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} size="xs" variant="light">
      Оформить посылку
    </Button>
  );
}

/** The answer: chargeable weight explained, a row per tariff with «Оформить посылку», the customs allowance. */
export function CalcResult({
  answer,
  orderLink,
}: {
  answer: CalcAnswer;
  orderLink: (tariffId: number) => string;
}) {
  return (
    <Card withBorder radius="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          Стоимость доставки
        </Title>
        <Text data-testid="calc-weight">{weightText(answer)}</Text>
        {answer.destination ? <CalcDestinationSummary destination={answer.destination} /> : null}
        <Table.ScrollContainer minWidth={300}>
          <Table aria-label="Цены по тарифам" verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Тариф</Table.Th>
                <Table.Th>Итого</Table.Th>
                <Table.Th visibleFrom="sm">Доставка</Table.Th>
                <Table.Th visibleFrom="sm">Услуги и упаковка</Table.Th>
                <Table.Th visibleFrom="sm" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {answer.tariffs.map((tariff) => (
                <Table.Tr key={tariff.deliveryTransportId} aria-label={tariff.title}>
                  <Table.Td>
                    <Text fw={500}>{tariff.title}</Text>
                    <Text size="sm" c="dimmed">
                      {tariff.deliveryDays}
                    </Text>
                    <TariffReach reach={tariff.reach} />
                    <Text size="xs" c="dimmed" hiddenFrom="sm">
                      Доставка {rub(tariff.delivery)} · {tariff.packageTitle}: {rub(tariff.packageAmount)} ·
                      услуги {rub(tariff.servicesTotal)}
                    </Text>
                    <Box hiddenFrom="sm" mt={6}>
                      <OrderButton to={orderLink(tariff.deliveryTransportId)} />
                    </Box>
                  </Table.Td>
                  <Table.Td fw={700} data-testid="calc-total" style={{ whiteSpace: 'nowrap' }}>
                    {rub(tariff.total)}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    {rub(tariff.delivery)}
                    <Text size="xs" c="dimmed">
                      {tariff.minimumApplied ? `минимальная плата` : `${rub(tariff.ratePerKg)} за кг`}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <Text size="sm">
                      {tariff.packageTitle}: {rub(tariff.packageAmount)}
                    </Text>
                    <Text size="sm">Услуги: {rub(tariff.servicesTotal)}</Text>
                    {tariff.insurance && (
                      <Text size="sm" data-testid="calc-insurance">
                        {INSURANCE_MESSAGES.title}: {rub(tariff.insurance.amount)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td visibleFrom="sm">
                    <OrderButton to={orderLink(tariff.deliveryTransportId)} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {answer.customs ? (
          <Alert
            color={answer.customs.exceedsValue || answer.customs.exceedsWeight ? 'orange' : 'teal'}
            data-testid="calc-customs"
          >
            {customsText(answer.customs)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}
