import { GOOD_STATUS, type DeskGood } from '@cargo/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api/ApiError';
import { staffPaths } from '../../../../shared/staff/paths';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { useSetGoodStatus } from '../../api/staff/set-good-status';
import { GoodStatusBadge, GoodThumb, PhotoReports } from '../../components/GoodParts';
import { PhotoApprovalBadge } from '../../components/PhotoApprovalPanel';
import { GOODS_LABELS } from '../../messages';
import { formatQtyPrice, serviceTypeLabel } from '../../model/good-display';
import { BREAK_ANYWHERE, WRAP_AT_WORDS } from '../../model/text-wrap';
import { DESK_MESSAGES } from '../messages';
import { deskSteps, type DeskStep } from '../warehouse';
import { PhotoReportButton } from './PhotoReportButton';
import type { ProblemDraft } from './ProblemModal';
import { useStaffMay } from '../../../staff';

function stepColor(step: DeskStep): string {
  if (step.needsReason) return 'red';
  if (step.statusId === GOOD_STATUS.RETURNED_TO_SENDER || step.action === 'shelve') return 'green';
  return 'orange';
}

/**
 * A good at the desk: its owner, photo reports, and the statuses the desk may set from its status. In a list its
 * name opens the good's desk page (`linked`); the customer opens theirs.
 */
export function DeskGoodCard({
  good,
  onProblem,
  linked = true,
}: {
  good: DeskGood;
  onProblem: (draft: ProblemDraft) => void;
  linked?: boolean;
}) {
  const setStatus = useSetGoodStatus();
  const may = useStaffMay();
  const statusId = good.goodStatus.id;
  const client = good.client.name ? `${good.client.email} (${good.client.name})` : good.client.email;

  const apply = (step: DeskStep) => {
    if (step.needsReason) return onProblem({ good, step });
    setStatus.mutate(
      { goodId: good.id, statusId: step.statusId },
      {
        onSuccess: (answer) => notifySuccess(DESK_MESSAGES.goodStatusChanged(answer.goodStatus.title)),
        onError: (error) => notifyError(errorMessage(error, DESK_MESSAGES.goodStatusFailed)),
      },
    );
  };

  return (
    <Card component="article" aria-label={good.description} padding="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <GoodThumb src={good.pictureUrl} alt={good.description} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="xs">
            <div style={{ flex: '1 1 200px', minWidth: 0 }}>
              <Text fw={700} lh={1.3} style={WRAP_AT_WORDS}>
                {linked ? (
                  <Anchor component={Link} to={staffPaths.good(good.id)} c="inherit" inherit>
                    {good.description}
                  </Anchor>
                ) : (
                  good.description
                )}
              </Text>
              <Text size="xs" c="dimmed" style={BREAK_ANYWHERE}>
                № {good.id} · трек: {good.incomingDeclaration} · клиент:{' '}
                <Anchor component={Link} to={staffPaths.customer(good.client.id)} inherit>
                  {client}
                </Anchor>
              </Text>
            </div>
            <GoodStatusBadge statusId={statusId} title={good.goodStatus.title} />
          </Group>
          <Text size="sm">
            {formatQtyPrice(good)} · {serviceTypeLabel(good.serviceType).toLowerCase()}
          </Text>
          {good.statusReason && (
            <Alert color="red" variant="light" p="xs" title={GOODS_LABELS.reason} style={WRAP_AT_WORDS}>
              {good.statusReason}
            </Alert>
          )}
          <PhotoReports urls={good.photoReports} name={good.description} />
          <PhotoApprovalBadge state={good.photoApproval} desk />
          <Group gap="xs" mt={4} align="flex-start">
            {may('POST /api/staff/goods/{id}/photo-report') && <PhotoReportButton good={good} />}
            {(may('PUT /api/staff/goods/{id}/status') ? deskSteps(statusId) : []).map((step) => (
              <Button
                key={step.statusId}
                size="xs"
                variant="light"
                color={stepColor(step)}
                loading={setStatus.isPending && setStatus.variables?.statusId === step.statusId}
                disabled={setStatus.isPending}
                onClick={() => apply(step)}
              >
                {step.label}
              </Button>
            ))}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
