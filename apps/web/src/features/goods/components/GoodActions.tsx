import { GOOD_MESSAGES, GOOD_STATUS } from '@cargo/domain';
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconArrowBackUp, IconCheck, IconCopy, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useAcceptGood, useDeleteGood, useReturnGood, type Good, type ListSection } from '../api';
import { GOODS_WEB_MESSAGES } from '../messages';
import { productDuplicatePath, productEditPath } from '../paths';

const S = GOOD_STATUS;

/** Statuses in which the server lets the customer change a good (a one-click good: until it is processed). */
const EDITABLE: readonly number[] = [
  S.GOODS_REQUEST,
  S.READY_GOODS,
  S.WAITING,
  S.RECEIVED,
  S.WAIF,
  S.ON_STORE,
];
const READY_EDITABLE: readonly number[] = [S.READY_GOODS, S.WAITING, S.ON_STORE];
/** Not at the warehouse yet: can be deleted (it goes to the archive). */
const DELETABLE: readonly number[] = [S.GOODS_REQUEST, S.READY_GOODS, S.WAITING, S.WAIF];
const READY_DELETABLE: readonly number[] = [S.READY_GOODS, S.WAITING];
/** Flagged by the warehouse (11) or not identified (150): the customer may accept it… */
const ACCEPTABLE: readonly number[] = [S.DOES_NOT_MEET_REQUIREMENTS, S.UNCERTAIN_PRODUCT];
/** …or have it returned to the seller, as any good on the shelf. */
const RETURNABLE: readonly number[] = [S.DOES_NOT_MEET_REQUIREMENTS, S.ON_STORE, S.UNCERTAIN_PRODUCT];

export function goodActionsFor(good: Pick<Good, 'goodStatus' | 'isReady'>) {
  const status = good.goodStatus.id;
  return {
    edit: (good.isReady ? READY_EDITABLE : EDITABLE).includes(status),
    remove: (good.isReady ? READY_DELETABLE : DELETABLE).includes(status),
    accept: ACCEPTABLE.includes(status),
    giveBack: RETURNABLE.includes(status),
  };
}

function confirm(title: string, text: string, label: string, onConfirm: () => void) {
  modals.openConfirmModal({
    title,
    children: <Text size="sm">{text}</Text>,
    labels: { confirm: label, cancel: 'Отмена' },
    confirmProps: { color: 'red' },
    onConfirm,
  });
}

/** The buttons of a list row: edit, duplicate, delete, accept, return to sender (as the status allows). */
export function GoodActions({ good, section }: { good: Good; section: ListSection }) {
  const remove = useDeleteGood();
  const accept = useAcceptGood();
  const giveBack = useReturnGood();
  const allowed = goodActionsFor(good);
  const name = good.description || `Товар № ${good.id}`;
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
              onError: () => notifyError(GOODS_WEB_MESSAGES.acceptFailed),
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
                  onError: () => notifyError(GOODS_WEB_MESSAGES.returnFailed),
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
