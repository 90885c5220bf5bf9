import {
  RECIPIENT_STATUS,
  RECIPIENT_STATUS_TITLE,
  recipientFullName,
  REFERENCE_MESSAGES,
  type RecipientStatusId,
  type StaffRecipient,
} from '@cargo/domain';
import { Alert, Button, EmptyState, Pagination, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCheck, IconChecklist, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { STAFF_PAGE_SIZE, useCancelRecipient, useConfirmRecipient, useStaffRecipients } from '../api';
import { CancelRecipientModal } from './CancelRecipientModal';
import { REVIEW_MESSAGES } from './messages';
import { StaffRecipientCard } from './StaffRecipientCard';
import { useStaffMay } from '../../staff';

const TABS: Array<{ status: RecipientStatusId; label: string; empty: string }> = [
  {
    status: RECIPIENT_STATUS.UNDER_REVIEW,
    label: RECIPIENT_STATUS_TITLE[RECIPIENT_STATUS.UNDER_REVIEW],
    empty: 'Очередь пуста: все получатели проверены.',
  },
  { status: RECIPIENT_STATUS.CONFIRMED, label: 'Подтверждённые', empty: 'Подтверждённых получателей нет.' },
  { status: RECIPIENT_STATUS.CANCELED, label: 'Отклонённые', empty: 'Отклонённых получателей нет.' },
];

const nameOf = (recipient: StaffRecipient) => recipientFullName(recipient) || `№ ${recipient.id}`;

function ReviewActions({ recipient, onCancel }: { recipient: StaffRecipient; onCancel: () => void }) {
  const confirm = useConfirmRecipient();
  const may = useStaffMay();
  if (!may('PUT /api/staff/recipients/{id}/confirm')) return null;
  return (
    <>
      <Button
        color="green"
        leftSection={<IconCheck size={16} />}
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate(recipient, {
            onSuccess: () => notifySuccess(REVIEW_MESSAGES.confirmed(nameOf(recipient))),
            onError: (error) => notifyError(errorMessage(error, REVIEW_MESSAGES.actionFailed)),
          })
        }
      >
        Подтвердить
      </Button>
      <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={onCancel}>
        Отклонить
      </Button>
    </>
  );
}

function RecipientsTab({ status, empty }: { status: RecipientStatusId; empty: string }) {
  const [page, setPage] = useState(1);
  const recipients = useStaffRecipients(status, page);
  const cancel = useCancelRecipient();
  const [refusing, setRefusing] = useState<StaffRecipient | null>(null);
  const pages = Math.ceil((recipients.data?.totalElements ?? 0) / STAFF_PAGE_SIZE);
  if (recipients.data && recipients.data.data.length === 0 && page > 1 && !recipients.isFetching)
    setPage(page - 1);

  if (recipients.isPending) {
    return (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={180} radius="lg" />
        <Skeleton height={180} radius="lg" />
      </Stack>
    );
  }
  if (recipients.isError) {
    return <Alert color="red">{errorMessage(recipients.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  }
  if (recipients.data.data.length === 0) {
    return (
      <EmptyState icon={<IconChecklist size={32} stroke={1.5} />} variant="light" title={empty} py="xl" />
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Всего: {recipients.data.totalElements}
      </Text>
      {recipients.data.data.map((recipient) => (
        <StaffRecipientCard
          key={recipient.id}
          recipient={recipient}
          actions={
            status === RECIPIENT_STATUS.UNDER_REVIEW ? (
              <ReviewActions recipient={recipient} onCancel={() => setRefusing(recipient)} />
            ) : undefined
          }
        />
      ))}
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" />}
      <CancelRecipientModal
        key={refusing?.id ?? 'closed'}
        recipientName={refusing ? nameOf(refusing) : null}
        submitting={cancel.isPending}
        onClose={() => setRefusing(null)}
        onSubmit={(reason) => {
          if (!refusing) return;
          const target = refusing;
          cancel.mutate(
            { recipient: target, reason },
            {
              onSuccess: () => {
                notifySuccess(REVIEW_MESSAGES.cancelled(nameOf(target)));
                setRefusing(null);
              },
              onError: (error) => notifyError(errorMessage(error, REVIEW_MESSAGES.actionFailed)),
            },
          );
        }}
      />
    </Stack>
  );
}

/** /staff/recipients: the review queue with confirm and cancel, and the confirmed and cancelled lists. */
export function StaffRecipientsPage() {
  const [search, setSearch] = useSearchParams();
  const current = TABS.find((tab) => String(tab.status) === search.get('status')) ?? TABS[0]!;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Проверка получателей
        </Title>
        <Text c="dimmed" mt={4}>
          Сверьте данные получателя для таможни и подтвердите его или отклоните с причиной.
        </Text>
      </div>
      <Tabs
        value={String(current.status)}
        onChange={(value) => value && setSearch(value === '1' ? {} : { status: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.status} value={String(tab.status)}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.status} value={String(tab.status)}>
            <RecipientsTab status={tab.status} empty={tab.empty} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
