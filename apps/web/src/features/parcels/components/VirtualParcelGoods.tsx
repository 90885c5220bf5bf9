import { PARCEL_MESSAGES, type ParcelDetails } from '@cargo/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useShelfGoods } from '../api/form-choices';
import { useVirtualParcelGood } from '../api/parcel-actions';
import { parcelEditPath } from '../model/sections';
import { GoodThumb } from './formImports';

/** A virtual parcel gathers goods from the shelf before the customer decides; then it becomes a real one. */
export function VirtualParcelGoods({ parcel }: { parcel: ParcelDetails }) {
  const shelf = useShelfGoods();
  const change = useVirtualParcelGood(parcel.id);
  const inParcel = new Set(parcel.goods.map((good) => good.id));
  const available = (shelf.data ?? []).filter((good) => !inParcel.has(good.id));
  const run = (goodId: number, add: boolean) =>
    change.mutate(
      { goodId, add },
      {
        onSuccess: () => notifySuccess(add ? PARCEL_MESSAGES.goodAdded : PARCEL_MESSAGES.goodRemoved),
        onError: (error) => notifyError(errorMessage(error, PARCEL_MESSAGES.addFailed)),
      },
    );
  return (
    <Card withBorder radius="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Собрать виртуальную посылку
        </Title>
        <Button component={Link} to={parcelEditPath(parcel.id)} disabled={parcel.goods.length === 0}>
          Оформить посылку
        </Button>
      </Group>
      <Stack gap="xs">
        {parcel.goods.map((good) => (
          <Group key={good.id} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <GoodThumb src={good.pictureUrl} alt={good.description} />
              <Text size="sm">{good.description}</Text>
            </Group>
            <Button size="compact-sm" variant="subtle" color="red" onClick={() => run(good.id, false)}>
              Убрать
            </Button>
          </Group>
        ))}
        <Text size="xs" c="dimmed" mt="sm">
          На складе
        </Text>
        {available.length === 0 && (
          <Text size="sm" c="dimmed">
            Других товаров на складе нет.
          </Text>
        )}
        {available.map((good) => (
          <Group key={good.id} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <GoodThumb src={good.pictureUrl} alt={good.description} />
              <Text size="sm">{good.description}</Text>
            </Group>
            <Button size="compact-sm" variant="light" onClick={() => run(good.id, true)}>
              Добавить
            </Button>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
