import type { ParcelDetails } from '@cargo/domain';
import { Anchor, Card, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import { virtualGoodsPath } from '../model/sections';
import { VirtualGoodsPicker } from './virtual/VirtualGoodsPicker';
import { VirtualSummaryCard } from './virtual/VirtualSummaryCard';

/** A virtual parcel's page: the same goods picker and summary as /virtual-parcel/goods/. */
export function VirtualParcelGoods({ parcel }: { parcel: ParcelDetails }) {
  return (
    <Card withBorder radius="lg" bg="gray.0">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Собрать виртуальную посылку
        </Title>
        <Anchor component={Link} to={virtualGoodsPath(parcel.id)} size="sm">
          Все товары для сборки
        </Anchor>
      </Group>
      <Group align="flex-start" gap="lg" grow preventGrowOverflow={false} wrap="wrap">
        <VirtualGoodsPicker parcel={parcel} />
        <VirtualSummaryCard parcel={parcel} />
      </Group>
    </Card>
  );
}
