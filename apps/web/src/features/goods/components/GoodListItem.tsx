import { GOOD_STATUS, GOOD_STATUS_TITLE, HIGHLIGHTED_GOOD_STATUSES } from '@cargo/domain';
import { Alert, Anchor, Badge, Card, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format/formatDate';
import { formatQtyPrice, type Good } from '../../../shared/model/good';
import classes from './GoodListItem.module.css';

const S = GOOD_STATUS;

/** Badge colours by status: green on the shelf, blue on the way, red and orange when something is wrong. */
export function goodStatusColor(statusId: number): string {
  if (HIGHLIGHTED_GOOD_STATUSES.includes(statusId)) return 'red';
  if (statusId === S.ON_STORE || statusId === S.DELIVERED) return 'green';
  if (statusId >= S.RETURN_TO_SENDER && statusId <= S.HANDED_OVER_TO_THE_COURIER) return 'orange';
  if (statusId === S.UNCERTAIN_PRODUCT) return 'orange';
  if (statusId === S.CANCELED) return 'gray';
  if ([S.SENT, S.IN_PARCEL, S.ON_PICKING, S.READY_GOODS_PROCESSED].includes(statusId as never))
    return 'indigo';
  return 'blue';
}

export function GoodStatusBadge({ statusId, title }: { statusId: number; title?: string }) {
  return (
    <Badge color={goodStatusColor(statusId)} variant="light" style={{ flex: 'none' }}>
      {title || GOOD_STATUS_TITLE[statusId] || `Статус ${statusId}`}
    </Badge>
  );
}

/** The good's photo: 56 px on phones, 72 px from 640 px. */
export function GoodThumb({ src, alt }: { src: string | null; alt: string }) {
  if (!src) {
    return (
      <ThemeIcon
        radius="md"
        variant="light"
        color="gray"
        aria-label="Нет фото"
        role="img"
        className={classes.thumb}
      >
        <IconPhoto size={26} stroke={1.4} />
      </ThemeIcon>
    );
  }
  return <Image src={src} alt={alt} radius="md" fit="cover" className={classes.thumb} />;
}

/** The warehouse's photos of the good, small, each opening full size. */
export function PhotoReports({ urls, name }: { urls: string[]; name: string }) {
  if (urls.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" mb={4}>
        Фотоотчёт склада
      </Text>
      <Group gap={6}>
        {urls.map((url, index) => (
          <Anchor key={url} href={url} target="_blank" rel="noreferrer" lh={0}>
            <Image
              src={url}
              alt={`Фотоотчёт ${index + 1}: ${name}`}
              w={48}
              h={48}
              radius="sm"
              fit="cover"
              className={classes.report}
            />
          </Anchor>
        ))}
      </Group>
    </div>
  );
}

interface GoodListItemProps {
  good: Good;
  /** Names of the good's additional services (by id). */
  serviceNames: Map<number, string>;
  actions?: ReactNode;
}

/**
 * One good of the list: photo, name, track, quantity × price, status (highlighted when it needs the
 * customer: 11, 90, 110, 120, 13), services, the warehouse's reason and photo reports.
 */
export function GoodListItem({ good, serviceNames, actions }: GoodListItemProps) {
  const statusId = good.goodStatus.id;
  const highlighted = HIGHLIGHTED_GOOD_STATUSES.includes(statusId);
  const name = good.description || `Товар № ${good.id}`;
  const services = good.additionalServicesIds.map((id) => serviceNames.get(id) ?? `Услуга ${id}`);

  return (
    <Card
      component="article"
      aria-label={name}
      className={classes.card}
      data-status={statusId}
      data-highlighted={highlighted || undefined}
      padding="md"
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <GoodThumb src={good.pictureUrl} alt={name} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <div className={classes.heading}>
              <Text fw={700} lh={1.3} className={classes.name}>
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                Трек: <span className={classes.track}>{good.incomingDeclaration}</span> · добавлен{' '}
                {formatDate(good.createdAt)}
              </Text>
            </div>
            <GoodStatusBadge statusId={statusId} title={good.goodStatus.title} />
          </Group>
          <Group gap="md" style={{ rowGap: 2 }}>
            <Text size="sm" fw={600}>
              {formatQtyPrice(good)}
            </Text>
            <Text size="sm" c="dimmed">
              {good.serviceType === 'WITH_CHECK' ? 'С проверкой' : 'Без проверки'}
            </Text>
            {good.isReady && (
              <Badge variant="outline" size="sm" color="grape">
                В один клик{good.parcelId ? ` · посылка № ${good.parcelId}` : ''}
              </Badge>
            )}
            {good.infoUrl && (
              <Anchor href={good.infoUrl} target="_blank" rel="noreferrer" size="sm">
                В магазине
              </Anchor>
            )}
          </Group>
          {services.length > 0 && (
            <Text size="xs" c="dimmed">
              Услуги: {services.join(', ')}
            </Text>
          )}
          {good.commentProduct && (
            <Text size="xs" c="dimmed">
              Комментарий: {good.commentProduct}
            </Text>
          )}
          {good.statusReason && (
            <Alert color="red" variant="light" p="xs" title="Причина">
              {good.statusReason}
            </Alert>
          )}
          <PhotoReports urls={good.photoReports} name={name} />
          {actions && (
            <Group gap="xs" mt={4}>
              {actions}
            </Group>
          )}
        </Stack>
      </Group>
    </Card>
  );
}
