import { RECIPIENT_LABELS, RECIPIENT_STATUS, type Recipient } from '@cargo/domain';
import { Alert, Card, Group, Stack, Text } from '@mantine/core';
import { IconAt, IconFlag, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { RecipientStatusBadge } from '../../../shared/ui/RecipientStatusBadge';
import { displayPhone, recipientDisplayName } from '../model';
import classes from './RecipientCard.module.css';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" aria-label={label}>
      <Text c="dimmed" lh={0} aria-hidden>
        {icon}
      </Text>
      <Text size="sm" truncate>
        {children}
      </Text>
    </Group>
  );
}

interface RecipientCardProps {
  recipient: Recipient;
  /** Buttons of the card (edit, archive, restore). */
  actions?: ReactNode;
  archived?: boolean;
}

/**
 * One recipient: name, country, phone, e-mail and the review status. A cancelled recipient is highlighted in
 * red with the reason; one created by a link that nobody has filled in yet says so.
 */
export function RecipientCard({ recipient, actions, archived = false }: RecipientCardProps) {
  const statusId = recipient.recipientClientDataStatus.id;
  const cancelled = statusId === RECIPIENT_STATUS.CANCELED;
  const notFilled = statusId === RECIPIENT_STATUS.NOT_FILLED;
  const title = recipientDisplayName(recipient);
  const className = [
    classes.card,
    cancelled && !archived ? classes.cancelled : '',
    archived ? classes.archived : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Card component="article" aria-label={title} className={className} data-status={statusId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            <Text fw={700} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {recipient.nickName && (
              <Text size="sm" c="dimmed" truncate>
                {recipient.nickName}
              </Text>
            )}
          </div>
          <RecipientStatusBadge statusId={statusId} />
        </Group>

        {notFilled ? (
          <Text size="sm" c="dimmed">
            ожидает заполнения по ссылке
          </Text>
        ) : (
          <Stack gap={4}>
            <Detail icon={<IconFlag size={16} />} label={RECIPIENT_LABELS.country}>
              {recipient.country?.name ?? '—'}
            </Detail>
            <Detail icon={<IconPhone size={16} />} label={RECIPIENT_LABELS.phone}>
              {displayPhone(recipient.phone)}
            </Detail>
            <Detail icon={<IconAt size={16} />} label={RECIPIENT_LABELS.email}>
              {recipient.email ?? '—'}
            </Detail>
          </Stack>
        )}

        {cancelled && (
          <Alert color="red" variant="light" p="xs" title={RECIPIENT_LABELS.cancelReason}>
            {recipient.cancelReason || RECIPIENT_LABELS.noReason}
          </Alert>
        )}

        {actions && (
          <Group gap="xs" mt="auto" pt={4}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
