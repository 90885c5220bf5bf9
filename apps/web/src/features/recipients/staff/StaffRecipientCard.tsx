import {
  RECIPIENT_LABELS,
  RECIPIENT_STATUS,
  recipientFullName,
  type RecipientPersonalData,
  type StaffRecipient,
} from '@cargo/domain';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/formatDate';
import { staffPaths } from '../../../shared/staff/paths';
import { RecipientStatusBadge } from '../../../shared/ui/RecipientStatusBadge';
import { useStaffMay } from '../../staff';
import { useRevealPersonalData } from '../api';
import { displayPhone, formatPassport } from '../model';
import { REVIEW_MESSAGES } from './messages';

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
              Клиент:{' '}
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
          <RecipientStatusBadge statusId={statusId} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="sm" verticalSpacing="xs">
          <Field label={RECIPIENT_LABELS.country}>{recipient.country?.name}</Field>
          <Field label="Паспорт">{formatPassport(personal)}</Field>
          <Field label={RECIPIENT_LABELS.idocOrg}>{recipient.idocOrg}</Field>
          <Field label={RECIPIENT_LABELS.idocDate}>
            {recipient.idocDate ? formatDate(recipient.idocDate) : ''}
          </Field>
          <Field label={RECIPIENT_LABELS.dateBirthday}>
            {recipient.dateBirthday ? formatDate(recipient.dateBirthday) : ''}
          </Field>
          <Field label={RECIPIENT_LABELS.inn}>{personal.inn}</Field>
          <Field label={RECIPIENT_LABELS.phone}>{displayPhone(recipient.phone)}</Field>
          <Field label={RECIPIENT_LABELS.email}>{recipient.email}</Field>
          <Field label="Заполнил">{recipient.fromUrl ? RECIPIENT_LABELS.fromLink : 'Клиент'}</Field>
          <Field label="Изменён">{formatDate(recipient.updatedAt)}</Field>
        </SimpleGrid>
        {!shown && may('POST /api/staff/recipients/{id}/reveal') && (
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              loading={reveal.isPending}
              onClick={showPersonalData}
              aria-label={`${REVIEW_MESSAGES.reveal}: паспорт и ИНН — ${name}`}
            >
              {REVIEW_MESSAGES.reveal}
            </Button>
            <Text size="xs" c={reveal.isError ? 'red' : 'dimmed'}>
              {reveal.isError ? REVIEW_MESSAGES.revealFailed : REVIEW_MESSAGES.revealNote}
            </Text>
          </Group>
        )}
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
