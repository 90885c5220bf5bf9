import {
  allowedActions,
  COMMON_MESSAGES,
  INSURANCE_MESSAGES,
  PACKAGE_TITLE,
  PARCEL_MESSAGES,
  type ParcelDetails,
} from '@cargo/domain';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDate } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
import { GoodThumb, PhotoReports, StorageBadge } from '../../goods';
import { ObjectEvents } from '../../notifications';
import { AskQuestionButton } from '../../helpdesk';
import { useParcel } from '../api/get-parcels';
import { CustomsGauge } from '../components/CustomsGauge';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { TrackingTimeline } from '../components/TrackingTimeline';
import { ParcelActions } from '../components/ParcelActions';
import { VirtualParcelGoods } from '../components/VirtualParcelGoods';
import { parcelsPath } from '../model/sections';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/** /parcels/:id: goods with photos, the weighing photo, the price, the customs gauge and the tracking timeline. */
export function ParcelPage() {
  const params = useParams();
  const id = /^\d+$/.test(params.id ?? '') ? Number(params.id) : null;
  const parcel = useParcel(id);

  if (parcel.isPending && id !== null) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Загружаем посылку">
        <Skeleton height={36} width={280} />
        <Skeleton height={180} radius="lg" />
      </Stack>
    );
  }
  if (id === null || parcel.isError) {
    return (
      <Alert color="red">
        {id === null ? PARCEL_MESSAGES.notFound : errorMessage(parcel.error, COMMON_MESSAGES.loadFailed)}
      </Alert>
    );
  }
  const data = parcel.data!;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={parcelsPath()} size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> Посылки
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            {data.name || `Посылка ${data.id}`}
          </Title>
          <Group gap="xs" mt={4}>
            <Text size="sm" c="dimmed">
              № {data.id}
            </Text>
            <Badge
              variant="light"
              color={data.statusId === 33 ? 'orange' : 'blue'}
              data-testid="parcel-status"
            >
              {data.status.title}
            </Badge>
          </Group>
          {data.statusReason && (
            <Alert color="red" variant="light" mt="sm" title="Причина">
              {data.statusReason}
            </Alert>
          )}
        </div>
        <Group gap="xs">
          <ParcelActions parcel={data} />
          <AskQuestionButton objectType="parcel" objectId={data.id} size="sm" />
        </Group>
      </Group>

      {/* A virtual parcel has no data, price or track yet: only its goods to gather. */}
      {allowedActions('parcel', 'customer', data.statusId).includes('makeReal') ? (
        <VirtualParcelGoods parcel={data} />
      ) : (
        <ParcelBody data={data} />
      )}
      <ObjectEvents objectType="parcel" objectId={data.id} />
    </Stack>
  );
}

function ParcelBody({ data }: { data: ParcelDetails }) {
  return (
    <>
      <Card withBorder radius="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label="Получатель">{data.finalRecipientName ?? data.recipientName ?? '—'}</Field>
          <Field label="Адрес">{data.addressText ?? '—'}</Field>
          <Field label="Тип доставки">{data.deliveryTransport?.title ?? '—'}</Field>
          <Field label="Трек отслеживания">{data.outgoingDeclaration ?? '—'}</Field>
          <Field label="Реестр">{data.registry ?? '—'}</Field>
          <Field label="Упаковка">
            {(data.packageTypeId && PACKAGE_TITLE[data.packageTypeId]) ?? '—'}
            {data.withCrating ? ', обрешётка' : ''}
          </Field>
          <Field label={INSURANCE_MESSAGES.title}>{data.insured ? 'Застрахована' : 'Без страховки'}</Field>
        </SimpleGrid>
      </Card>

      {data.insuranceClaim && (
        <Alert color="green" title={INSURANCE_MESSAGES.claimTitle} data-testid="insurance-claim">
          {formatDate(data.insuranceClaim.createdAt)}: на ваш рублёвый счёт зачислено{' '}
          {formatMoney(data.insuranceClaim.amount, 'RUB')}. {data.insuranceClaim.reason}
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="lg">
          <Title order={2} size="h4" mb="sm">
            Стоимость доставки
          </Title>
          {data.storage && (
            <Group mb="xs">
              <StorageBadge
                storage={{
                  daysLeft: data.storage.daysLeft ?? 0,
                  dailyFeeRub: data.storage.dailyFeeRub,
                  dueRub: data.storage.dueRub,
                  accruing: data.storage.accruingGoods > 0,
                }}
              />
            </Group>
          )}
          {data.price ? (
            <PriceBreakdown price={data.price} />
          ) : (
            <Text size="sm" c="dimmed">
              Рассчитаем после взвешивания на складе.
            </Text>
          )}
          {data.weighingPhotoUrl && (
            <Stack gap={4} mt="md">
              <Text size="xs" c="dimmed">
                Фото упакованной посылки
              </Text>
              <Anchor href={data.weighingPhotoUrl} target="_blank" rel="noreferrer">
                <Image src={data.weighingPhotoUrl} alt="Фото упакованной посылки" radius="md" maw={280} />
              </Anchor>
            </Stack>
          )}
        </Card>
        <Card withBorder radius="lg">
          <Title order={2} size="h4" mb="sm">
            Таможня
          </Title>
          {data.customs ? (
            <CustomsGauge customs={data.customs} />
          ) : (
            <Text size="sm" c="dimmed">
              Нет данных.
            </Text>
          )}
        </Card>
      </SimpleGrid>

      <Card withBorder radius="lg">
        <Title order={2} size="h4" mb="sm">
          Товары ({data.goods.length})
        </Title>
        <Stack gap="sm" role="list" aria-label="Товары посылки">
          {data.goods.map((good) => (
            <Group key={good.id} gap="md" wrap="nowrap" role="listitem" align="flex-start">
              <GoodThumb src={good.pictureUrl} alt={good.description} />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500}>
                  {good.description}
                </Text>
                <Text size="xs" c="dimmed">
                  {good.incomingDeclaration} · {good.qty} × {formatMoney(good.price, 'CNY')}
                </Text>
                <StorageBadge storage={good.storage} />
                <PhotoReports urls={good.photoReports} name={good.description} />
              </Stack>
            </Group>
          ))}
        </Stack>
      </Card>

      <Card withBorder radius="lg">
        <Title order={2} size="h4" mb="sm">
          Отслеживание
        </Title>
        <TrackingTimeline events={data.tracking} />
      </Card>
    </>
  );
}
