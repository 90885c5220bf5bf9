import {
  recipientFullName,
  RECIPIENT_STATUS,
  type RecipientPersonalData,
  type StaffRecipient,
} from '@cargo/domain';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { staffPaths } from '../../../shared/staff/paths';
import { RecipientStatusBadge } from '../../../shared/ui/RecipientStatusBadge';
import { useStaffMay } from '../../staff';
import { useRevealPersonalData } from '../api';
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
  const may = useStaffMay();
  const reveal = useRevealPersonalData();
  // The passport number and INN come masked (decision 064); «Показать» asks for them, an audited view, and keeps
  // the answer in this card only.
  const [shown, setShown] = useState<RecipientPersonalData | null>(null);
  const personal = shown ? { ...recipient, ...shown } : recipient;
  const showPersonalData = () => reveal.mutateAsync(recipient.id).then(setShown, () => undefined);
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
          <Field label={t('fields.passport')}>{formatPassport(personal)}</Field>
          <Field label={t('fields.idocOrg')}>{recipient.idocOrg}</Field>
          <Field label={t('fields.idocDate')}>
            {recipient.idocDate ? format.date(recipient.idocDate) : ''}
          </Field>
          <Field label={t('fields.dateBirthday')}>
            {recipient.dateBirthday ? format.date(recipient.dateBirthday) : ''}
          </Field>
          <Field label={t('fields.inn')}>{personal.inn}</Field>
          <Field label={t('fields.phone')}>{displayPhone(recipient.phone)}</Field>
          <Field label={t('fields.email')}>{recipient.email}</Field>
          <Field label={t('fields.filledBy')}>
            {recipient.fromUrl ? t('fields.byLink') : t('fields.byCustomer')}
          </Field>
          <Field label={t('fields.updated')}>{format.date(recipient.updatedAt)}</Field>
        </SimpleGrid>
        {!shown && may('POST /api/staff/recipients/{id}/reveal') && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              loading={reveal.isPending}
              onClick={showPersonalData}
              aria-label={t('revealLabel', { name })}
            >
              {t('reveal')}
            </Button>
            <Text size="xs" c={reveal.isError ? 'red' : 'dimmed'}>
              {reveal.isError ? t('revealFailed') : t('revealNote')}
            </Text>
          </Group>
        )}
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
