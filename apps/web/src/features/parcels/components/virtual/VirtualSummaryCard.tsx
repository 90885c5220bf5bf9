import { addMoney, COUNTRY, multiplyMoney, type ParcelDetails } from '@cargo/domain';
import { Button, Card, Group, Input, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../../../shared/format/formatMoney';
import { useCurrencyRates } from '../../../finance';
import { estimateParcel } from '../../model/estimate';
import { parcelEditPath } from '../../model/sections';
import { CustomsGauge, gaugeOf } from '../CustomsGauge';
import { ExpectedWeightInput } from '../ExpectedWeightInput';

const COUNTRIES = [
  { value: String(COUNTRY.RUSSIA), label: 'Россия' },
  { value: String(COUNTRY.BELARUS), label: 'Беларусь' },
];

/**
 * The virtual parcel's running summary: goods count, declared value, the customs gauge (the domain's customs
 * rule of the chosen country, for the weight the customer expects), and «Оформить посылку», which opens the
 * order form for this parcel (saving it turns the virtual parcel into a request, 9 → 10).
 */
export function VirtualSummaryCard({ parcel }: { parcel: ParcelDetails | null }) {
  const rates = useCurrencyRates();
  const [country, setCountry] = useState<number>(COUNTRY.RUSSIA);
  const [weight, setWeight] = useState(1);
  const goods = parcel?.goods ?? [];
  const items = goods.reduce((sum, good) => sum + good.qty, 0);
  const yuan = addMoney(...goods.map((good) => multiplyMoney(good.price, good.qty)));
  const estimate = estimateParcel({
    goods,
    deliveryTransportId: null,
    countryCode: country,
    weightKg: weight,
    packageTypeId: null,
    withCrating: false,
    additionalServicesIds: [],
    rates: rates.data,
  });

  return (
    <Card withBorder radius="lg" role="region" aria-label="Итог виртуальной посылки">
      <Title order={2} size="h4" mb="sm">
        {parcel?.name ?? 'Виртуальная посылка'}
      </Title>
      <Group grow mb="md">
        <div>
          <Text size="xs" c="dimmed">
            Товаров
          </Text>
          <Text fw={600} data-testid="virtual-count">
            {goods.length} ({items} шт.)
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed">
            Заявленная стоимость
          </Text>
          <Text fw={600} data-testid="virtual-value">
            {formatMoney(yuan, 'CNY')}
          </Text>
        </div>
      </Group>
      <Stack gap="sm">
        <Input.Wrapper label="Страна получателя">
          <SegmentedControl
            fullWidth
            mt={4}
            size="xs"
            value={String(country)}
            onChange={(value) => setCountry(Number(value))}
            data={COUNTRIES}
          />
        </Input.Wrapper>
        <ExpectedWeightInput value={weight} onChange={setWeight} />
        {estimate.customs && estimate.declaredValueEur !== null ? (
          <CustomsGauge customs={gaugeOf(estimate.customs, estimate.declaredValueEur, weight)} />
        ) : (
          <Text size="sm" c="dimmed">
            {goods.length === 0 ? 'Добавьте товары — здесь появится таможенный лимит.' : 'Загружаем курсы…'}
          </Text>
        )}
        {parcel && goods.length > 0 ? (
          <Button
            component={Link}
            to={parcelEditPath(parcel.id, weight)}
            rightSection={<IconArrowRight size={16} />}
          >
            Оформить посылку
          </Button>
        ) : (
          <Button disabled rightSection={<IconArrowRight size={16} />}>
            Оформить посылку
          </Button>
        )}
        <Text size="xs" c="dimmed">
          Выберите получателя, тариф и адрес — и посылка уйдёт в работу.
        </Text>
      </Stack>
    </Card>
  );
}
