import {
  PHOTO_APPROVAL_DESK_TITLE,
  PHOTO_APPROVAL_MESSAGES,
  PHOTO_APPROVAL_TITLE,
  photoApprovalActions,
  type Good,
  type PhotoApproval,
} from '@cargo/domain';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconCheck, IconPhotoCheck } from '@tabler/icons-react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useApproveGoodPhotos } from '../api/approve-good-photos';
import { useReturnGoodFromPhotos } from '../api/return-good-from-photos';
import { goodName } from '../model/good-display';

const COLOR: Record<PhotoApproval, string> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  RETURN_REQUESTED: 'orange',
};

/** The approval state as a badge: the list's marker and the desk's note. */
export function PhotoApprovalBadge({ state, desk = false }: { state: PhotoApproval | null; desk?: boolean }) {
  if (!state) return null;
  return (
    <Badge color={COLOR[state]} variant="light" leftSection={<IconPhotoCheck size={12} />}>
      {(desk ? PHOTO_APPROVAL_DESK_TITLE : PHOTO_APPROVAL_TITLE)[state]}
    </Badge>
  );
}

/**
 * The customer's answer to the warehouse's photos (decision 033): while they wait, «Одобрить» lets the good go into
 * a parcel and «Вернуть продавцу» (after a confirmation) sends it back; afterwards the state is shown.
 */
export function PhotoApprovalPanel({ good }: { good: Good }) {
  const approve = useApproveGoodPhotos();
  const giveBack = useReturnGoodFromPhotos();
  if (!good.photoApproval) return null;
  const actions = photoApprovalActions(good.photoApproval);
  const name = goodName(good);
  const busy = approve.isPending || giveBack.isPending;
  const fail = (error: unknown) => notifyError(errorMessage(error, PHOTO_APPROVAL_MESSAGES.approveRefused));

  if (actions.length === 0) return <PhotoApprovalBadge state={good.photoApproval} />;
  return (
    <Alert color="yellow" variant="light" p="xs" title={PHOTO_APPROVAL_TITLE.PENDING}>
      <Stack gap={6}>
        <Text size="sm">Посмотрите фото склада: одобрите товар для отправки или верните его продавцу.</Text>
        <Group gap="xs">
          <Button
            size="xs"
            color="green"
            leftSection={<IconCheck size={14} />}
            loading={approve.isPending}
            disabled={busy}
            aria-label={`Одобрить фото: ${name}`}
            onClick={() =>
              approve.mutate(good.id, {
                onSuccess: () => notifySuccess(PHOTO_APPROVAL_MESSAGES.approved),
                onError: fail,
              })
            }
          >
            Одобрить
          </Button>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconArrowBackUp size={14} />}
            loading={giveBack.isPending}
            disabled={busy}
            aria-label={`Вернуть продавцу: ${name}`}
            onClick={() =>
              modals.openConfirmModal({
                title: 'Вернуть продавцу?',
                children: <Text size="sm">{PHOTO_APPROVAL_MESSAGES.confirmReturn}</Text>,
                confirmProps: { color: 'red', children: 'Вернуть продавцу' },
                onConfirm: () =>
                  giveBack.mutate(good.id, {
                    onSuccess: () => notifySuccess(PHOTO_APPROVAL_MESSAGES.returnRequested),
                    onError: fail,
                  }),
              })
            }
          >
            Вернуть продавцу
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
