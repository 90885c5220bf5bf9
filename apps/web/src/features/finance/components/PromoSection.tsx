import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useMyDiscount } from '../api/get-my-discount';
import { PromoCodeForm } from './PromoCodeForm';

/** The promo-code field and the discount a code gave on the next parcel's delivery. */
export function PromoSection() {
  const discount = useMyDiscount();

  const held = discount.data?.percent ? discount.data : null;
  return (
    <Card component="section" aria-labelledby="promo-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="promo-title">
          Промокод
        </Title>
        <PromoCodeForm />
        {held ? (
          <Group gap="xs" data-testid="held-discount">
            <Badge color="grape" variant="light" leftSection={<IconDiscount size={14} />}>
              Скидка {held.percent} %
            </Badge>
            <Text size="sm">
              на доставку следующей посылки{held.promoCode ? ` (промокод ${held.promoCode})` : ''}
            </Text>
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            Промокод зачислит деньги на счёт или даст скидку на доставку следующей посылки.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
