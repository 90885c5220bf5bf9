import { ORDER_TYPE, type StaffLot } from '@cargo/domain';
import { Anchor, Badge, Card, Group, Image, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconExternalLink, IconPhotoOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { waitedTooLong, waitingTime } from './waitingTime';
import { useLotPercent } from './lotPercent';
import { useLotTitle } from './lotTitle';

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
  const { t } = useDeskT('orders');
  if (!lot.picture) {
    return (
      <ThemeIcon size={72} variant="light" color="gray" radius="md" role="img" aria-label={t('card.noPhoto')}>
        <IconPhotoOff size={28} />
      </ThemeIcon>
    );
  }
  return <Image src={lot.picture} alt={lot.orderName} w={72} h={72} radius="md" fit="contain" />;
}

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
  const { t } = useDeskT('orders');
  const format = useDeskFormat();
  const lotTitle = useLotTitle();
  const percent = useLotPercent();
  const yuan = (amount: number | null) => (amount === null ? '—' : format.money(amount, 'CNY'));
  const variant = [
    lot.size && t('card.size', { size: lot.size }),
    lot.color && t('card.color', { color: lot.color }),
  ].filter(Boolean);
  return (
    <Card component="article" aria-label={t('card.label', { id: lot.id })} data-testid="staff-lot" withBorder>
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
                  {t('card.ready')}
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
            title={t('card.since', { date: format.dateTime(lot.waitingSince) })}
          >
            {t('card.waiting', { time: waitingTime(lot.waitingSince, Date.now(), t) })}
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
            <Text size="sm">{t('card.pieces', { count: lot.count })}</Text>
          </Stack>
        </Group>

        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label={t('card.price')}>{yuan(lot.price)}</Field>
          <Field label={t('card.delivery')}>{yuan(lot.delivery)}</Field>
          <Field label={t('card.total', { percent: percent(lot.pricing.commissionPercent) })}>
            {yuan(lot.pricing.total)}
          </Field>
          <Field label={t('card.paid')}>{yuan(lot.paid)}</Field>
          {lot.newPricing && <Field label={t('card.newTotal')}>{yuan(lot.newPricing.total)}</Field>}
          {lot.surcharge !== null && <Field label={t('card.surcharge')}>{yuan(lot.surcharge)}</Field>}
          {lot.shopOrderNumber && <Field label={t('card.shopOrder')}>{lot.shopOrderNumber}</Field>}
          {lot.chineseTrack && <Field label={t('card.chineseTrack')}>{lot.chineseTrack}</Field>}
        </SimpleGrid>

        {lot.commentProduct && <Field label={t('card.commentProduct')}>{lot.commentProduct}</Field>}
        {lot.commentProductForManager && (
          <Field label={t('card.commentForManager')}>{lot.commentProductForManager}</Field>
        )}
        {lot.priceNote && <Field label={t('card.priceNote')}>{lot.priceNote}</Field>}
        {lot.statusReason && <Field label={t('card.cancelReason')}>{lot.statusReason}</Field>}

        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm" c="dimmed">
            {lot.takenBy
              ? t('card.takenBy', {
                  name: lot.takenBy.name ?? t('card.member', { id: lot.takenBy.id }),
                  date: format.dateTime(lot.takenAt),
                })
              : t('card.notTaken')}
          </Text>
          <Group gap="xs">{actions}</Group>
        </Group>
      </Stack>
    </Card>
  );
}
