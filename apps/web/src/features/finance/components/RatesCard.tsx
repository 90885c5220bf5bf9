import { CURRENCY_TITLE } from '@cargo/domain';
import { Card, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '../../../shared/format/formatDate';
import { useCurrencyRates } from '../api/get-rates';

const rateFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** GET /api/currency-rate: roubles per unit, as conversions apply them. */
export function RatesCard() {
  const rates = useCurrencyRates();
  const shown = rates.data?.filter((rate) => rate.eCurrency.ccy !== 'RUB') ?? [];
  return (
    <Card component="section" aria-labelledby="rates-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="rates-title">
          Курсы валют
        </Title>
        {rates.isPending ? (
          <Skeleton height={90} />
        ) : rates.isError ? (
          <Text size="sm" c="red">
            Не удалось загрузить курсы валют
          </Text>
        ) : (
          <>
            <Table verticalSpacing={4} fz="sm">
              <Table.Tbody>
                {shown.map((rate) => (
                  <Table.Tr key={rate.eCurrency.ccy}>
                    <Table.Td>
                      1 {rate.eCurrency.ccy}{' '}
                      <Text span c="dimmed" size="xs">
                        {CURRENCY_TITLE[rate.eCurrency.ccy]}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {rateFormat.format(rate.rate)} ₽
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {shown[0] && (
              <Text size="xs" c="dimmed">
                Курс сервиса на {formatDate(shown[0].date)}, по нему проводятся конвертации
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
