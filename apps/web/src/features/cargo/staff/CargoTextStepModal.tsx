import type { StaffCargo } from '@cargo/domain';
import { Alert, Button, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../../shared/api/ApiError';
import { fieldError } from '../../../shared/forms/fieldError';
import { useDeskT } from '../../../shared/staff/i18n';

export interface TextStep {
  title: (id: number) => string;
  label: string;
  /** The request's own field (the domain's schema): its limit, characters and messages. */
  field: z.ZodType;
  submitLabel: string;
  color?: string;
}

interface Props {
  step: TextStep;
  cargo: StaffCargo | null;
  pending: boolean;
  onSubmit: (cargo: StaffCargo, text: string, done: { onError: (failure: unknown) => void }) => void;
  onClose: () => void;
}

/** A desk step that takes one line of text: shipping (the outgoing track) or calling off (the reason). */
export function CargoTextStepModal({ step, cargo, pending, onSubmit, onClose }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t } = useDeskT('cargo');
  const submit = () => {
    if (!cargo) return;
    const refusal = fieldError(step.field, text);
    if (refusal) return setError(refusal);
    setError(null);
    onSubmit(cargo, text.trim(), {
      onError: (failure) => setError(errorMessage(failure, t('loadFailed'))),
    });
  };
  return (
    <Modal opened={cargo !== null} onClose={onClose} title={cargo ? step.title(cargo.id) : ''}>
      <Stack gap="sm">
        <TextInput
          label={step.label}
          withAsterisk
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {error && <Alert color="red">{error}</Alert>}
        <Button onClick={submit} loading={pending} color={step.color}>
          {step.submitLabel}
        </Button>
      </Stack>
    </Modal>
  );
}
