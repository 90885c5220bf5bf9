import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import type { FormDraft } from '../forms/useFormDraft';

export const DRAFT_MESSAGES = {
  restored: 'Восстановлен черновик',
  hint: 'Мы сохранили то, что вы ввели раньше. Проверьте данные или начните заново.',
  clear: 'Очистить черновик',
} as const;

/** The note of a restored draft (useFormDraft) with «Очистить черновик»; nothing when no draft was restored. */
export function DraftNote({ draft }: { draft: FormDraft }) {
  if (!draft.restored) return null;
  return (
    <Alert color="blue" variant="light" icon={<IconRestore size={18} />} title={DRAFT_MESSAGES.restored}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{DRAFT_MESSAGES.hint}</Text>
        <Button size="xs" variant="default" onClick={draft.clear}>
          {DRAFT_MESSAGES.clear}
        </Button>
      </Group>
    </Alert>
  );
}
