import { COMMON_MESSAGES, reasonField, STATUS_REASON_MAX, type DeskGood } from '@cargo/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fieldError } from '../../../../shared/forms/fieldError';
import { useDeskT } from '../../../../shared/staff/i18n';
import { useFullScreenModal } from '../../../../shared/ui/useFullScreenModal';
import { useStepLabel } from '../useStepLabel';
import type { DeskStep } from '../warehouse';

/** A problem the desk is about to record on a good: the status it leads to needs a reason. */
export interface ProblemDraft {
  good: DeskGood;
  step: DeskStep;
}

interface ProblemModalProps {
  draft: ProblemDraft | null;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** The reason of a problem status: the goods desk's request field, required here. */
const PROBLEM_REASON = reasonField(COMMON_MESSAGES.reasonRequired, STATUS_REASON_MAX);

/** Asks for the reason of a problem; the customer reads it at the good on the «Проблемные» tab. */
export function ProblemModal({ draft, submitting, onClose, onSubmit }: ProblemModalProps) {
  const fullScreen = useFullScreenModal();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useDeskT('goods');
  const stepLabel = useStepLabel();
  return (
    <Modal
      opened={draft !== null}
      onClose={onClose}
      title={draft && stepLabel(draft.step)}
      fullScreen={fullScreen}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const refusal = fieldError(PROBLEM_REASON, reason);
          if (refusal) return setError(refusal);
          onSubmit(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {t('problem.good')} <b>{draft?.good.description}</b> ({draft?.good.incomingDeclaration}).{' '}
            {t('problem.hint')}
          </Text>
          <Textarea
            label={t('problem.reason')}
            withAsterisk
            rows={3}
            maxLength={STATUS_REASON_MAX}
            data-autofocus
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(null);
            }}
            error={error}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('problem.cancel')}
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              {t('problem.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
