import { RECIPIENT_LABELS, RECIPIENT_STATUS, recipientFullName, type StaffRecipient } from '@cargo/domain';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/formatDate';
import { staffPaths } from '../../../shared/staff/paths';
import { RecipientStatusBadge } from '../../../shared/ui/RecipientStatusBadge';
import { displayPhone, formatPassport } from '../model';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/**
 * Everything the desk checks about a recipient, and the customer it belongs to. In a list its name opens the
 * recipient's desk page (`linked`); the customer opens theirs.
 */
export function StaffRecipientCard({
  recipient,
  actions,
  linked = true,
}: {
  recipient: StaffRecipient;
  actions?: ReactNode;
  linked?: boolean;
}) {
  const name = recipientFullName(recipient) || `Получатель № ${recipient.id}`;
  const statusId = recipient.recipientClientDataStatus.id;
  return (
    <Card component="article" aria-label={name}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Text fw={700} size="lg" lh={1.3}>
              {linked ? (
                <Anchor component={Link} to={staffPaths.recipient(recipient.id)} inherit c="inherit">
                  {name}
                </Anchor>
              ) : (
                name
              )}
            </Text>
            <Text size="sm" c="dimmed">
              Клиент:{' '}
              <Anchor component={Link} to={staffPaths.customer(recipient.client.id)} inherit>
                {recipient.client.email}
                {recipient.client.name ? ` (${recipient.client.name})` : ''}
              </Anchor>
            </Text>
          </div>
          <RecipientStatusBadge statusId={statusId} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label={RECIPIENT_LABELS.country}>{recipient.country?.name}</Field>
          <Field label="Паспорт">{formatPassport(recipient)}</Field>
          <Field label={RECIPIENT_LABELS.idocOrg}>{recipient.idocOrg}</Field>
          <Field label={RECIPIENT_LABELS.idocDate}>
            {recipient.idocDate ? formatDate(recipient.idocDate) : ''}
          </Field>
          <Field label={RECIPIENT_LABELS.dateBirthday}>
            {recipient.dateBirthday ? formatDate(recipient.dateBirthday) : ''}
          </Field>
          <Field label={RECIPIENT_LABELS.inn}>{recipient.inn}</Field>
          <Field label={RECIPIENT_LABELS.phone}>{displayPhone(recipient.phone)}</Field>
          <Field label={RECIPIENT_LABELS.email}>{recipient.email}</Field>
          <Field label="Заполнил">{recipient.fromUrl ? RECIPIENT_LABELS.fromLink : 'Клиент'}</Field>
          <Field label="Изменён">{formatDate(recipient.updatedAt)}</Field>
        </SimpleGrid>
        {statusId === RECIPIENT_STATUS.CANCELED && (
          <Alert color="red" variant="light" p="xs" title={RECIPIENT_LABELS.cancelReason}>
            {recipient.cancelReason || RECIPIENT_LABELS.noReason}
          </Alert>
        )}
        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
    </Card>
  );
}
