import {
  type Approval,
  APPROVAL_KIND_TITLE,
  APPROVAL_MESSAGES,
  APPROVAL_STATUS,
  APPROVAL_STATUS_TITLE,
} from '@cargo/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { WEB_MESSAGES } from '../../../shared/config/messages';
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { useApprovals } from '../api/staff/get-approvals';
import { formatDateTime } from '../model/format';
import { formatAmountRub } from './approvalFormat';
import { DecisionModal, type PendingDecision } from './DecisionModal';

const STATUSES = [APPROVAL_STATUS.PENDING, APPROVAL_STATUS.APPROVED, APPROVAL_STATUS.REJECTED] as const;
const COUNT_OF = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const;

function statusFrom(params: URLSearchParams): (typeof STATUSES)[number] {
  const statusId = Number(params.get('status'));
  return STATUSES.find((status) => status === statusId) ?? APPROVAL_STATUS.PENDING;
}

function Decision({ approval }: { approval: Approval }) {
  if (!approval.decidedBy) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">{approval.decidedBy.email}</Text>
      <Text size="xs" c="dimmed">
        {approval.decidedAt && formatDateTime(approval.decidedAt)}
        {approval.comment && ` · ${approval.comment}`}
      </Text>
    </Stack>
  );
}

/** Approve and reject, disabled with the reason on the maker's own request. */
function Actions({
  approval,
  own,
  onDecide,
}: {
  approval: Approval;
  own: boolean;
  onDecide: (d: PendingDecision) => void;
}) {
  const buttons = (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" color="green" disabled={own} onClick={() => onDecide({ approval, verb: 'approve' })}>
        Подтвердить
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={own}
        onClick={() => onDecide({ approval, verb: 'reject' })}
      >
        Отклонить
      </Button>
    </Group>
  );
  if (!own) return buttons;
  return (
    <Tooltip label={APPROVAL_MESSAGES.ownRequest} multiline w={260}>
      <div aria-label={APPROVAL_MESSAGES.ownRequest}>{buttons}</div>
    </Tooltip>
  );
}

/**
 * /staff/finance/approvals: four-eyes requests (decision 049) — who asked, what, how much in roubles, when — with
 * the decisions of another finance member; a member's own requests wait for someone else.
 */
export function StaffApprovalsPage() {
  const [params, setParams] = useSearchParams();
  const statusId = statusFrom(params);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const approvals = useApprovals(statusId, page);
  const me = useMyInfo().data?.id;
  const [deciding, setDeciding] = useState<PendingDecision | null>(null);
  const counts = approvals.data?.counts;
  const pending = statusId === APPROVAL_STATUS.PENDING;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Подтверждения
      </Title>
      <Text size="sm" c="dimmed">
        Крупные корректировки, промокоды, возвраты пополнений, страховые случаи и резкие изменения курсов
        исполняются, только когда их подтвердит другой сотрудник финансов.
      </Text>
      <Tabs
        value={String(statusId)}
        onChange={(value) => value && setParams({ status: value }, { replace: true })}
      >
        <Tabs.List>
          {STATUSES.map((status) => (
            <Tabs.Tab
              key={status}
              value={String(status)}
              rightSection={
                counts?.[COUNT_OF[status]] ? (
                  <Badge
                    size="sm"
                    variant="light"
                    color={status === APPROVAL_STATUS.PENDING ? 'red' : 'gray'}
                  >
                    {counts[COUNT_OF[status]]}
                  </Badge>
                ) : null
              }
            >
              {APPROVAL_STATUS_TITLE[status]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {approvals.isPending ? (
        <Skeleton height={160} />
      ) : approvals.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(approvals.error, WEB_MESSAGES.somethingWrong)}
        </Alert>
      ) : approvals.data.data.length === 0 ? (
        <Alert color="gray" variant="light">
          {pending ? 'Запросов, ждущих подтверждения, нет' : 'Здесь пока пусто'}
        </Alert>
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-label="Запросы на подтверждение">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Когда</Table.Th>
                  <Table.Th>Кто запросил</Table.Th>
                  <Table.Th>Что</Table.Th>
                  <Table.Th>Сумма</Table.Th>
                  <Table.Th>{pending ? 'Решение' : 'Кто решил'}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {approvals.data.data.map((approval) => (
                  <Table.Tr key={approval.id}>
                    <Table.Td>{formatDateTime(approval.requestedAt)}</Table.Td>
                    <Table.Td>{approval.requestedBy.email}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {APPROVAL_KIND_TITLE[approval.kind]}
                      </Text>
                      <Text size="sm">{approval.summary}</Text>
                      {approval.reason && (
                        <Text size="xs" c="dimmed">
                          {approval.reason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatAmountRub(approval.amountRub)}
                    </Table.Td>
                    <Table.Td>
                      {pending ? (
                        <Actions
                          approval={approval}
                          own={approval.requestedBy.id === me}
                          onDecide={setDeciding}
                        />
                      ) : (
                        <Decision approval={approval} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {(approvals.data?.totalPages ?? 0) > 1 && (
        <Group justify="center">
          <Pagination
            total={approvals.data!.totalPages}
            value={page}
            onChange={(next) => setParams({ status: String(statusId), page: String(next) })}
            size="sm"
          />
        </Group>
      )}
      <DecisionModal decision={deciding} onClose={() => setDeciding(null)} />
    </Stack>
  );
}
