import { allowedActions, GOOD_MESSAGES, type Good, type GoodAction } from '@cargo/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconCheck, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { AskQuestionButton } from '../../helpdesk';
import { useAcceptGood, useDeleteGood, useReturnGood } from '../api/good-actions';
import type { ListSection } from '../api/keys';
import { GOODS_WEB_MESSAGES } from '../messages';
import { goodName } from '../model/good-display';
import { productDuplicatePath, productEditPath } from '../paths';

/**
 * The customer's buttons for a good, as the domain's transition table allows them from its status. A one-click
 * good is edited and withdrawn together with its parcel, which the table allows from fewer statuses.
 */
export function goodActionsFor(good: Pick<Good, 'goodStatus' | 'isReady'>) {
  const allowed = new Set<GoodAction>(allowedActions('good', 'customer', good.goodStatus.id));
  return {
    edit: allowed.has(good.isReady ? 'editReady' : 'edit'),
    remove: allowed.has(good.isReady ? 'deleteReady' : 'delete'),
    accept: allowed.has('accept'),
    giveBack: allowed.has('return'),
  };
}

function confirm(title: string, text: string, label: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    // The cancel button keeps the app's default label (AppProviders); only the confirm button is named here.
    confirmProps: { color: 'red', children: label },
    onConfirm,
  });
}

/** The buttons of a list row: edit, duplicate, delete, accept, return to sender (as the status allows). */
export function GoodActions({ good, section }: { good: Good; section: ListSection }) {
  const remove = useDeleteGood();
  const accept = useAcceptGood();
  const giveBack = useReturnGood();
  const allowed = goodActionsFor(good);
  const name = goodName(good);
  const busy = remove.isPending || accept.isPending || giveBack.isPending;

  return (
    <>
      {allowed.accept && (
        <Button
          size="xs"
          color="green"
          leftSection={<IconCheck size={14} />}
          loading={accept.isPending}
          disabled={busy}
          aria-label={`Принять: ${name}`}
          onClick={() =>
            accept.mutate(good, {
              onSuccess: () => notifySuccess(GOOD_MESSAGES.accepted),
              onError: () => notifyError(GOOD_MESSAGES.acceptFailed),
            })
          }
        >
          Принять
        </Button>
      )}
      {allowed.giveBack && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconArrowBackUp size={14} />}
          loading={giveBack.isPending}
          disabled={busy}
          aria-label={`Вернуть отправителю: ${name}`}
          onClick={() =>
            confirm(
              'Вернуть груз отправителю?',
              `«${name}» отправится обратно продавцу. Статус возврата будет виден на вкладке «Проблемные».`,
              'Вернуть отправителю',
              () =>
                giveBack.mutate(good, {
                  onSuccess: () => notifySuccess(GOOD_MESSAGES.returned),
                  onError: () => notifyError(GOOD_MESSAGES.returnFailed),
                }),
            )
          }
        >
          Вернуть отправителю
        </Button>
      )}
      {allowed.edit && (
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={productEditPath(good.id, section)}
          leftSection={<IconPencil size={14} />}
          aria-label={`Изменить: ${name}`}
        >
          Изменить
        </Button>
      )}
      <Button
        size="xs"
        variant="subtle"
        component={Link}
        to={productDuplicatePath(good.id, section)}
        leftSection={<IconCopy size={14} />}
        aria-label={`Дублировать: ${name}`}
      >
        Дублировать
      </Button>
      <AskQuestionButton objectType="good" objectId={good.id} variant="subtle" />
      {allowed.remove && (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={remove.isPending}
          disabled={busy}
          aria-label={`Удалить: ${name}`}
          onClick={() =>
            confirm(
              'Удалить груз?',
              good.isReady
                ? `«${name}» и его посылка в один клик будут отменены.`
                : `«${name}» перейдёт в архив. Склад не будет его ждать.`,
              'Удалить',
              () =>
                remove.mutate(good, {
                  onSuccess: () => notifySuccess(GOOD_MESSAGES.deleted),
                  onError: () => notifyError(GOODS_WEB_MESSAGES.deleteFailed),
                }),
            )
          }
        >
          Удалить
        </Button>
      )}
    </>
  );
}
