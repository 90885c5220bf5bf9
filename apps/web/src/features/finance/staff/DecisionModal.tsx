import { type Approval, approveSchema, rejectSchema } from '@cargo/domain';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
import { notifySuccess } from '../../../shared/ui/notify';
import { useDecideApproval } from '../api/staff/decide-approval';
import { useFinanceFormat } from './financeFormat';

export interface PendingDecision {
  approval: Approval;
  verb: 'approve' | 'reject';
}

/** The second member's decision on a request: an approval with an optional comment, a rejection with its reason. */
export function DecisionModal({
  decision,
  onClose,
}: {
  decision: PendingDecision | null;
  onClose: () => void;
}) {
  const decide = useDecideApproval();
  const { t } = useDeskT('finance');
  const format = useFinanceFormat();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const approving = decision?.verb === 'approve';
  const close = () => {
    setComment('');
    setError(null);
    onClose();
  };
  const submit = () => {
    if (!decision) return;
    const parsed = (approving ? approveSchema : rejectSchema).safeParse({ comment: comment || undefined });
    if (!parsed.success) return setError(parsed.error.issues[0]!.message);
    decide.mutate(
      { id: decision.approval.id, verb: decision.verb, comment: parsed.data.comment },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          close();
        },
        onError: (failure) => setError(errorMessage(failure, t('somethingWrong'))),
      },
    );
  };
  return (
    <Modal
      opened={decision !== null}
      onClose={close}
      title={approving ? t('decision.approveTitle') : t('decision.rejectTitle')}
      centered
    >
      {decision && (
        <Stack gap="sm">
          <Text size="sm">{decision.approval.summary}</Text>
          <Text size="sm" c="dimmed">
            {decision.approval.amountRub === null
              ? t('decision.requestedBy', { email: decision.approval.requestedBy.email })
              : t('decision.requestedByAmount', {
                  email: decision.approval.requestedBy.email,
                  amount: format.amountRub(decision.approval.amountRub),
                })}
          </Text>
          {approving && <Text size="sm">{t('decision.runsNow')}</Text>}
          <Textarea
            label={approving ? t('decision.comment') : t('decision.rejectReason')}
            withAsterisk={!approving}
            rows={2}
            value={comment}
            onChange={(event) => {
              setComment(event.currentTarget.value);
              setError(null);
            }}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button color={approving ? 'green' : 'red'} loading={decide.isPending} onClick={submit}>
              {approving ? t('approvals.approve') : t('approvals.reject')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
