import { type Approval, APPROVAL_STATUS } from '@cargo/domain';
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
import { useMyInfo } from '../../../shared/session/useMyInfo';
import { useDeskT, useStatusTitle } from '../../../shared/staff/i18n';
import { useApprovals } from '../api/staff/get-approvals';
import { DecisionModal, type PendingDecision } from './DecisionModal';
import { useFinanceFormat } from './financeFormat';

const STATUSES = [APPROVAL_STATUS.PENDING, APPROVAL_STATUS.APPROVED, APPROVAL_STATUS.REJECTED] as const;
const COUNT_OF = { 1: 'pending', 2: 'approved', 3: 'rejected' } as const;

function statusFrom(params: URLSearchParams): (typeof STATUSES)[number] {
  const statusId = Number(params.get('status'));
  return STATUSES.find((status) => status === statusId) ?? APPROVAL_STATUS.PENDING;
}

function Decision({ approval }: { approval: Approval }) {
  const format = useFinanceFormat();
  if (!approval.decidedBy) return null;
  return (
    <Stack gap={0}>
      <Text size="sm">{approval.decidedBy.email}</Text>
      <Text size="xs" c="dimmed">
        {approval.decidedAt && format.dateTime(approval.decidedAt)}
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
  const { t } = useDeskT('finance');
  const buttons = (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" color="green" disabled={own} onClick={() => onDecide({ approval, verb: 'approve' })}>
        {t('approvals.approve')}
      </Button>
      <Button
        size="xs"
        color="red"
        variant="light"
        disabled={own}
        onClick={() => onDecide({ approval, verb: 'reject' })}
      >
        {t('approvals.reject')}
      </Button>
    </Group>
  );
  if (!own) return buttons;
  return (
    <Tooltip label={t('approvals.ownRequest')} multiline w={260}>
      <div aria-label={t('approvals.ownRequest')}>{buttons}</div>
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
  const { t } = useDeskT('finance');
  const statusTitle = useStatusTitle();
  const format = useFinanceFormat();

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('approvals.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('approvals.intro')}
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
              {statusTitle('approval', status)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {approvals.isPending ? (
        <Skeleton height={160} />
      ) : approvals.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(approvals.error, t('somethingWrong'))}
        </Alert>
      ) : approvals.data.data.length === 0 ? (
        <Alert color="gray" variant="light">
          {pending ? t('approvals.nonePending') : t('approvals.none')}
        </Alert>
      ) : (
        <Card withBorder p={0}>
          <Table.ScrollContainer minWidth={760}>
            <Table verticalSpacing="sm" aria-label={t('approvals.table')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('approvals.columns.when')}</Table.Th>
                  <Table.Th>{t('approvals.columns.requestedBy')}</Table.Th>
                  <Table.Th>{t('approvals.columns.what')}</Table.Th>
                  <Table.Th>{t('approvals.columns.amount')}</Table.Th>
                  <Table.Th>
                    {pending ? t('approvals.columns.decision') : t('approvals.columns.decidedBy')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {approvals.data.data.map((approval) => (
                  <Table.Tr key={approval.id}>
                    <Table.Td>{format.dateTime(approval.requestedAt)}</Table.Td>
                    <Table.Td>{approval.requestedBy.email}</Table.Td>
                    <Table.Td>
                      <Text size="xs" c="dimmed">
                        {t(`approvalKinds.${approval.kind}`)}
                      </Text>
                      <Text size="sm">{approval.summary}</Text>
                      {approval.reason && (
                        <Text size="xs" c="dimmed">
                          {approval.reason}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {format.amountRub(approval.amountRub)}
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
