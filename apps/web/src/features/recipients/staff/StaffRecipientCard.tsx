import { RECIPIENT_STATUS, recipientFullName, type StaffRecipient } from '@cargo/domain';
import { Alert, Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
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
  const { t } = useDeskT('recipients');
  const format = useDeskFormat();
  const statusTitle = useStatusTitle();
  const name = recipientFullName(recipient) || t('numbered', { id: recipient.id });
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
              {t('customer')}{' '}
              <Anchor
                component={Link}
                to={staffPaths.customer(recipient.client.id)}
                inherit
                underline="always"
              >
                {recipient.client.email}
                {recipient.client.name ? ` (${recipient.client.name})` : ''}
              </Anchor>
            </Text>
          </div>
          <RecipientStatusBadge statusId={statusId} title={statusTitle('recipient', statusId)} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label={t('fields.country')}>{recipient.country?.name}</Field>
          <Field label={t('fields.passport')}>{formatPassport(recipient)}</Field>
          <Field label={t('fields.idocOrg')}>{recipient.idocOrg}</Field>
          <Field label={t('fields.idocDate')}>
            {recipient.idocDate ? format.date(recipient.idocDate) : ''}
          </Field>
          <Field label={t('fields.dateBirthday')}>
            {recipient.dateBirthday ? format.date(recipient.dateBirthday) : ''}
          </Field>
          <Field label={t('fields.inn')}>{recipient.inn}</Field>
          <Field label={t('fields.phone')}>{displayPhone(recipient.phone)}</Field>
          <Field label={t('fields.email')}>{recipient.email}</Field>
          <Field label={t('fields.filledBy')}>
            {recipient.fromUrl ? t('fields.byLink') : t('fields.byCustomer')}
          </Field>
          <Field label={t('fields.updated')}>{format.date(recipient.updatedAt)}</Field>
        </SimpleGrid>
        {statusId === RECIPIENT_STATUS.CANCELED && (
          <Alert color="red" variant="light" p="xs" title={t('fields.cancelReason')}>
            {recipient.cancelReason || t('fields.noReason')}
          </Alert>
        )}
        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
    </Card>
  );
}
