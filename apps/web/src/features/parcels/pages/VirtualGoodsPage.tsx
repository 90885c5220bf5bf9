import { COMMON_MESSAGES } from '@cargo/domain';
import { Alert, Anchor, Grid, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { useParcel, useParcelList } from '../api/get-parcels';
import { VirtualGoodsPicker } from '../components/virtual/VirtualGoodsPicker';
import { VirtualSummaryCard } from '../components/virtual/VirtualSummaryCard';
import { parcelsPath } from '../model/sections';

/**
 * /virtual-parcel/goods/ (spec section 2): gather goods into the virtual parcel before deciding how to send them,
 * then turn it into a real parcel. `?parcelId=` chooses one of several virtual parcels; without one the newest is
 * shown, and with none the first good added creates it.
 */
export function VirtualGoodsPage() {
  const [search, setSearch] = useSearchParams();
  const virtual = useParcelList('virtual');
  const rows = virtual.data?.data ?? [];
  const asked = Number(search.get('parcelId'));
  const current = rows.find((row) => row.id === asked) ?? rows[0] ?? null;
  const parcel = useParcel(current?.id ?? null);
  const choose = (id: number) => setSearch({ parcelId: String(id) }, { replace: true });

  const loading = virtual.isPending || (current !== null && parcel.isPending);
  const failure = virtual.error ?? parcel.error;

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={parcelsPath('virtual')} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Виртуальные посылки
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} size="h2">
            Собрать посылку из товаров
          </Title>
          <Text c="dimmed" size="sm" mt={4} maw={620}>
            Складывайте товары в виртуальную посылку, пока решаете, как их отправить: здесь видно их число,
            стоимость и таможенный лимит. Когда всё готово — оформите посылку.
          </Text>
        </div>
        {rows.length > 1 && current && (
          <Select
            label="Виртуальная посылка"
            w={260}
            allowDeselect={false}
            value={String(current.id)}
            onChange={(value) => value && choose(Number(value))}
            data={rows.map((row) => ({
              value: String(row.id),
              label: `${row.name || 'Посылка'} № ${row.id}`,
            }))}
          />
        )}
      </Group>

      {failure ? (
        <Alert color="red">{errorMessage(failure, COMMON_MESSAGES.loadFailed)}</Alert>
      ) : loading ? (
        <Stack gap="sm" aria-busy="true" aria-label="Загружаем виртуальную посылку">
          <Skeleton height={120} radius="lg" />
          <Skeleton height={220} radius="lg" />
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <VirtualGoodsPicker parcel={parcel.data ?? null} onCreated={choose} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <VirtualSummaryCard parcel={parcel.data ?? null} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
