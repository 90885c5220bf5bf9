import { COMMON_MESSAGES, reasonField, STATUS_REASON_MAX, type DeskGood } from '@cargo/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { fieldError } from '../../../../shared/forms/fieldError';
import { useFullScreenModal } from '../../../../shared/ui/useFullScreenModal';
import { GOODS_LABELS } from '../../messages';
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
  return (
    <Modal opened={draft !== null} onClose={onClose} title={draft?.step.label} fullScreen={fullScreen}>
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
            Товар: <b>{draft?.good.description}</b> ({draft?.good.incomingDeclaration}). Клиент увидит причину
            у товара на вкладке «Проблемные».
          </Text>
          <Textarea
            label={GOODS_LABELS.reason}
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
              Отмена
            </Button>
            <Button type="submit" color="red" loading={submitting}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
