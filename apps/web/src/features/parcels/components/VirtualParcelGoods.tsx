import type { ParcelDetails } from '@cargo/domain';
import { Anchor, Grid, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { virtualGoodsPath } from '../../../shared/config/paths';
import { VirtualGoodsPicker } from './virtual/VirtualGoodsPicker';
import { VirtualSummaryCard } from './virtual/VirtualSummaryCard';

/** A virtual parcel's page: the same goods picker and summary as /virtual-parcel/goods/. */
export function VirtualParcelGoods({ parcel }: { parcel: ParcelDetails }) {
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Собрать виртуальную посылку
        </Title>
        <Anchor component={Link} to={virtualGoodsPath(parcel.id)} size="sm">
          Все товары для сборки
        </Anchor>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <VirtualGoodsPicker parcel={parcel} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <VirtualSummaryCard parcel={parcel} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
