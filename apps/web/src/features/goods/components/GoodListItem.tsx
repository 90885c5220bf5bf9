import { HIGHLIGHTED_GOOD_STATUSES, type Good } from '@cargo/domain';
import { Alert, Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format/formatDate';
import { ObjectEvents } from '../../notifications';
import { GOODS_LABELS } from '../messages';
import { customerStatusTitle, formatQtyPrice, goodName, serviceTypeLabel } from '../model/good-display';
import { WRAP_AT_WORDS } from '../model/text-wrap';
import classes from './GoodListItem.module.css';
import { GoodStatusBadge, GoodThumb, PhotoReports } from './GoodParts';
import { PhotoApprovalPanel } from './PhotoApprovalPanel';
import { StorageBadge } from './StorageBadge';

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
  const name = goodName(good);
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
              <Text fw={700} lh={1.3} style={WRAP_AT_WORDS}>
                {name}
              </Text>
              <Text size="xs" c="dimmed" style={WRAP_AT_WORDS}>
                Трек: <span className={classes.track}>{good.incomingDeclaration}</span> · добавлен{' '}
                {formatDate(good.createdAt)}
              </Text>
            </div>
            <GoodStatusBadge statusId={statusId} title={customerStatusTitle(good)} />
          </Group>
          <Group gap="md" style={{ rowGap: 2 }}>
            <Text size="sm" fw={600}>
              {formatQtyPrice(good)}
            </Text>
            <Text size="sm" c="dimmed">
              {serviceTypeLabel(good.serviceType)}
            </Text>
            <StorageBadge storage={good.storage} />
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
            <Text size="xs" c="dimmed" style={WRAP_AT_WORDS}>
              Услуги: {services.join(', ')}
            </Text>
          )}
          {good.commentProduct && (
            <Text size="xs" c="dimmed" style={WRAP_AT_WORDS}>
              Комментарий: {good.commentProduct}
            </Text>
          )}
          {good.statusReason && (
            <Alert color="red" variant="light" p="xs" title={GOODS_LABELS.reason} style={WRAP_AT_WORDS}>
              {good.statusReason}
            </Alert>
          )}
          <PhotoReports urls={good.photoReports} name={name} />
          <PhotoApprovalPanel good={good} />
          <ObjectEvents objectType="good" objectId={good.id} variant="button" withLabel />
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
