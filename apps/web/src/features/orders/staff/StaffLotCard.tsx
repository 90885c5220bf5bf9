import { formatMeasureRu, ORDER_TYPE, type StaffLot } from '@cargo/domain';
import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/formatDate';
import { formatMoney } from '../../../shared/format/formatMoney';
import { staffPaths } from '../../../shared/staff/paths';
import { waitedTooLong, waitingTime } from './waitingTime';
import { lotTitle } from './lotTitle';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function Photo({ lot }: { lot: StaffLot }) {
  if (!lot.picture) {
    return (
      <ThemeIcon size={72} variant="light" color="gray" radius="md" role="img" aria-label="Нет фото">
        <IconPhotoOff size={28} />
      </ThemeIcon>
    );
  }
  return <Image src={lot.picture} alt={lot.orderName} w={72} h={72} radius="md" fit="contain" />;
}

const yuan = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, 'CNY'));

/**
 * One lot on the buyer's desk: what to buy, for whom, at what price, what is held, how long it has waited. In the
 * queue its title opens the lot's desk page (`linked`); the customer opens theirs.
 */
export function StaffLotCard({
  lot,
  actions,
  linked = true,
}: {
  lot: StaffLot;
  actions: ReactNode;
  linked?: boolean;
}) {
  const variant = [lot.size && `Размер: ${lot.size}`, lot.color && `Цвет: ${lot.color}`].filter(Boolean);
  return (
    <Card component="article" aria-label={`Лот ${lot.id}`} data-testid="staff-lot" withBorder>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>
              {linked ? (
                <Anchor component={Link} to={staffPaths.lot(lot.id)} inherit c="inherit">
                  {lotTitle(lot)}
                </Anchor>
              ) : (
                lotTitle(lot)
              )}
              {lot.orderTypeId === ORDER_TYPE.READY && (
                <Badge ml="xs" size="sm" variant="light">
                  Готовый заказ
                </Badge>
              )}
            </Text>
            <Anchor
              component={Link}
              to={staffPaths.customer(lot.clientId)}
              size="sm"
              c="dimmed"
              style={{ overflowWrap: 'anywhere' }}
            >
              {[lot.clientCode, lot.clientName, lot.clientEmail].filter(Boolean).join(' · ')}
            </Anchor>
          </div>
          <Badge
            variant="light"
            color={waitedTooLong(lot.waitingSince) ? 'red' : 'gray'}
            title={`С ${formatDateTime(lot.waitingSince)}`}
          >
            Ждёт {waitingTime(lot.waitingSince)}
          </Badge>
        </Group>

        <Group align="flex-start" gap="sm" wrap="nowrap">
          <Photo lot={lot} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              href={lot.goodUrl}
              target="_blank"
              rel="noopener noreferrer"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {lot.orderName} <IconExternalLink size={14} style={{ verticalAlign: 'middle' }} />
            </Anchor>
            {variant.length > 0 && <Text size="sm">{variant.join(' · ')}</Text>}
            <Text size="sm">{lot.count} шт.</Text>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label="Цена клиента за штуку">{yuan(lot.price)}</Field>
          <Field label="Доставка клиента">{yuan(lot.delivery)}</Field>
          <Field label={`Итого с комиссией ${formatMeasureRu(lot.pricing.commissionPercent, '%', 2)}`}>
            {yuan(lot.pricing.total)}
          </Field>
          <Field label="Оплачено (удержано)">{yuan(lot.paid)}</Field>
          {lot.newPricing && <Field label="Новая стоимость">{yuan(lot.newPricing.total)}</Field>}
          {lot.surcharge !== null && <Field label="Доплата клиента">{yuan(lot.surcharge)}</Field>}
          {lot.shopOrderNumber && <Field label="Заказ в магазине">{lot.shopOrderNumber}</Field>}
          {lot.chineseTrack && <Field label="Китайский трек">{lot.chineseTrack}</Field>}
        </SimpleGrid>

        {lot.commentProduct && <Field label="Комментарий к товару">{lot.commentProduct}</Field>}
        {lot.commentProductForManager && (
          <Field label="Комментарий для менеджера">{lot.commentProductForManager}</Field>
        )}
        {lot.priceNote && <Field label="Комментарий к новой цене">{lot.priceNote}</Field>}
        {lot.statusReason && <Field label="Причина отмены">{lot.statusReason}</Field>}

        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm" c="dimmed">
            {lot.takenBy
              ? `В работе: ${lot.takenBy.name ?? `сотрудник ${lot.takenBy.id}`}, ${formatDateTime(lot.takenAt)}`
              : 'Никто не взял в работу'}
          </Text>
          <Group gap="xs">{actions}</Group>
        </Group>
      </Stack>
    </Card>
  );
}
