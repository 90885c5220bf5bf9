import { GOOD_STATUS, type DeskGood } from '@cargo/domain';
import { Alert, Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage } from '../../../../shared/api/ApiError';
import { useDeskFormat, useDeskT, useStatusTitle } from '../../../../shared/staff/i18n';
import { staffPaths } from '../../../../shared/staff/paths';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { useSetGoodStatus } from '../../api/staff/set-good-status';
import { GoodStatusBadge, GoodThumb, PhotoReports } from '../../components/GoodParts';
import { PhotoApprovalBadge } from '../../components/PhotoApprovalPanel';
import { BREAK_ANYWHERE, WRAP_AT_WORDS } from '../../model/text-wrap';
import { useStepLabel } from '../useStepLabel';
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
  const { t } = useDeskT('goods');
  const format = useDeskFormat();
  const statusTitle = useStatusTitle();
  const stepLabel = useStepLabel();
  const statusId = good.goodStatus.id;
  const client = good.client.name ? `${good.client.email} (${good.client.name})` : good.client.email;

  const apply = (step: DeskStep) => {
    if (step.needsReason) return onProblem({ good, step });
    setStatus.mutate(
      { goodId: good.id, statusId: step.statusId },
      {
        onSuccess: (answer) =>
          notifySuccess(t('status.changed', { status: statusTitle('good', answer.goodStatus.id) })),
        onError: (error) => notifyError(errorMessage(error, t('status.failed'))),
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
                {t('card.meta', { id: good.id, track: good.incomingDeclaration })}{' '}
                <Anchor component={Link} to={staffPaths.customer(good.client.id)} inherit underline="always">
                  {client}
                </Anchor>
              </Text>
            </div>
            <GoodStatusBadge statusId={statusId} title={statusTitle('good', statusId)} />
          </Group>
          <Text size="sm">
            {good.qty} × {format.money(good.price, 'CNY')} ·{' '}
            {(good.serviceType === 'WITH_CHECK' ? t('card.withCheck') : t('card.withoutCheck')).toLowerCase()}
          </Text>
          {good.statusReason && (
            <Alert color="red" variant="light" p="xs" title={t('card.reason')} style={WRAP_AT_WORDS}>
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
                {stepLabel(step)}
              </Button>
            ))}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
