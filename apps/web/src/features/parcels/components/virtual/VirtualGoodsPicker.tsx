import { PARCEL_MESSAGES, type Good, type ParcelDetails } from '@cargo/domain';
import { Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { errorMessage } from '../../../../shared/api/ApiError';
import { formatMoney } from '../../../../shared/format/formatMoney';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { GoodStatusBadge, GoodThumb, useGoodsList } from '../../../goods';
import { useCreateVirtualParcel, useVirtualParcelGood } from '../../api/parcel-actions';

function GoodLine({
  good,
  inParcel,
  busy,
  onClick,
}: {
  good: Good;
  inParcel: boolean;
  busy: boolean;
  onClick: () => void;
}) {
  return (
    <Group justify="flex-end" wrap="wrap" gap="xs" role="listitem" aria-label={good.description}>
      {/* On a phone the button goes under the good rather than squeezing its name. */}
      <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <GoodThumb src={good.pictureUrl} alt={good.description} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} lineClamp={2}>
            {good.description}
          </Text>
          <Group gap={6}>
            <GoodStatusBadge statusId={good.goodStatus.id} title={good.goodStatus.title} />
            <Text size="xs" c="dimmed">
              {good.qty} × {formatMoney(good.price, 'CNY')}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Button
        size="compact-sm"
        variant={inParcel ? 'subtle' : 'light'}
        color={inParcel ? 'red' : undefined}
        leftSection={inParcel ? <IconMinus size={14} /> : <IconPlus size={14} />}
        loading={busy}
        onClick={onClick}
        style={{ flexShrink: 0 }}
      >
        {inParcel ? 'Убрать из посылки' : 'Добавить в посылку'}
      </Button>
    </Group>
  );
}

/**
 * The goods of the virtual parcel and those that may join it (goods section «virtual»: statuses 10, 12, 20 not in
 * a parcel), each with «Добавить в посылку» / «Убрать из посылки». Without a virtual parcel the first good added
 * creates one (`onCreated` gets its id).
 */
export function VirtualGoodsPicker({
  parcel,
  onCreated,
}: {
  parcel: ParcelDetails | null;
  onCreated?: (id: number) => void;
}) {
  const goods = useGoodsList('virtual', 'date');
  const change = useVirtualParcelGood(parcel?.id ?? 0);
  const create = useCreateVirtualParcel();
  const inParcel = parcel?.goods ?? [];
  const available = (goods.data?.data ?? []).filter((good) => good.parcelId === null);
  const busyId = change.isPending ? change.variables.goodId : create.isPending ? create.variables[0] : null;

  const add = (goodId: number) => {
    const onError = () => notifyError(PARCEL_MESSAGES.addFailed);
    if (parcel) {
      change.mutate(
        { goodId, add: true },
        { onSuccess: () => notifySuccess(PARCEL_MESSAGES.goodAdded), onError },
      );
    } else {
      create.mutate([goodId], {
        onSuccess: (answer) => {
          notifySuccess(PARCEL_MESSAGES.goodAdded);
          onCreated?.(answer.id);
        },
        onError,
      });
    }
  };
  const remove = (goodId: number) =>
    change.mutate(
      { goodId, add: false },
      {
        onSuccess: () => notifySuccess(PARCEL_MESSAGES.goodRemoved),
        onError: (error) => notifyError(errorMessage(error, PARCEL_MESSAGES.notOpen)),
      },
    );

  return (
    <Stack gap="md">
      <Card withBorder radius="lg">
        <Title order={2} size="h4" mb="sm">
          В посылке ({inParcel.length})
        </Title>
        <Stack gap="sm" role="list" aria-label="Товары в посылке">
          {inParcel.length === 0 && (
            <Text size="sm" c="dimmed">
              Пока пусто: добавьте товары из списка ниже.
            </Text>
          )}
          {inParcel.map((good) => (
            <GoodLine
              key={good.id}
              good={good}
              inParcel
              busy={busyId === good.id}
              onClick={() => remove(good.id)}
            />
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="lg">
        <Title order={2} size="h4" mb={4}>
          Можно добавить
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          Товары на складе и те, что склад ещё ждёт или уже принял.
        </Text>
        {goods.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label="Загружаем товары">
            <Skeleton height={48} />
            <Skeleton height={48} />
          </Stack>
        ) : (
          <Stack gap="sm" role="list" aria-label="Товары, которые можно добавить">
            {available.length === 0 && (
              <Text size="sm" c="dimmed">
                Других товаров нет: зарегистрируйте товар, и его можно будет добавить.
              </Text>
            )}
            {available.map((good) => (
              <GoodLine
                key={good.id}
                good={good}
                inParcel={false}
                busy={busyId === good.id}
                onClick={() => add(good.id)}
              />
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
