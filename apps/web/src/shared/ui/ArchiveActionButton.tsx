import { Button } from '@mantine/core';
import { IconArchive, IconArrowBackUp } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../api/ApiError';
import { notifyError, notifySuccess } from './notify';

/** A feature's mutation hook that archives or restores the item with the given id. */
export type IdMutationHook = () => Pick<UseMutationResult<unknown, Error, number>, 'mutate' | 'isPending'>;

const KINDS = {
  archive: { text: 'В архив', Icon: IconArchive, variant: 'subtle', color: 'gray' },
  restore: { text: 'Восстановить', Icon: IconArrowBackUp, variant: 'light', color: undefined },
} as const;

interface ArchiveActionButtonProps {
  kind: keyof typeof KINDS;
  id: number;
  /** Names the item in the button's accessible name: «В архив: Дом». */
  name: string;
  useAction: IdMutationHook;
  /** The success toast. */
  success: string;
  /** The failure toast when the server gives no message of its own. */
  failure: string;
}

/**
 * «В архив» or «Восстановить» on a card. Each button has its own mutation, so its spinner and its toasts are its
 * own even when several cards are archived at once.
 */
export function ArchiveActionButton({
  kind,
  id,
  name,
  useAction,
  success,
  failure,
}: ArchiveActionButtonProps) {
  const action = useAction();
  const { text, Icon, variant, color } = KINDS[kind];
  return (
    <Button
      size="xs"
      variant={variant}
      color={color}
      leftSection={<Icon size={14} />}
      loading={action.isPending}
      aria-label={`${text}: ${name}`}
      onClick={() =>
        action.mutate(id, {
          onSuccess: () => notifySuccess(success),
          onError: (error) => notifyError(errorMessage(error, failure)),
        })
      }
    >
      {text}
    </Button>
  );
}
