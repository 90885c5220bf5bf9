import {
  allowedActions,
  BOUGHT_GOOD_MESSAGES,
  HELPDESK_MESSAGES,
  mayCustomerDeleteGood,
  type Good,
  type GoodAction as DomainAction,
} from '@cargo/domain';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import {
  IconArrowBackUp,
  IconCheck,
  IconCopy,
  IconMessageQuestion,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { newMessagePath } from '../../helpdesk';
import type { ListSection } from '../api/keys';
import { goodName } from '../model/good-display';
import { productDuplicatePath, productEditPath } from '../paths';
import { GoodActionsButton, type ActionLook } from './GoodActionsButton';
import { GoodActionsRun, type GoodAction } from './GoodActionsRun';

/**
 * The customer's buttons for a good, as the domain's transition table allows them from its status. A one-click
 * good is edited and withdrawn together with its parcel, which the table allows from fewer statuses. A good the
 * service bought with the customer's paid lot is never deleted (decision 051): `keptBought` says why the button is
 * missing.
 */
export function goodActionsFor(good: Pick<Good, 'goodStatus' | 'isReady' | 'boughtByService'>) {
  const allowed = new Set<DomainAction>(allowedActions('good', 'customer', good.goodStatus.id));
  const statusAllowsRemove = allowed.has(good.isReady ? 'deleteReady' : 'delete');
  return {
    edit: allowed.has(good.isReady ? 'editReady' : 'edit'),
    remove: statusAllowsRemove && mayCustomerDeleteGood(good),
    keptBought: statusAllowsRemove && !mayCustomerDeleteGood(good),
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

const ACCEPT: ActionLook = { color: 'green', size: 'xs' };
const GIVE_BACK: ActionLook = { variant: 'light', color: 'orange', size: 'xs' };
const EDIT: ActionLook = { variant: 'light', size: 'xs' };
const SUBTLE: ActionLook = { variant: 'subtle', size: 'xs' };
const REMOVE: ActionLook = { variant: 'subtle', color: 'red', size: 'xs' };

/**
 * The buttons of a list row: edit, duplicate, ask a question, delete, accept, return to sender (as the status
 * allows). The server call of an action mounts only once it is asked for (GoodActionsRun).
 */
export function GoodActions({ good, section }: { good: Good; section: ListSection }) {
  const [running, setRunning] = useState<GoodAction | null>(null);
  const allowed = goodActionsFor(good);
  const name = goodName(good);
  const busy = running !== null;
  const settle = () => setRunning(null);

  return (
    <>
      {allowed.accept && (
        <GoodActionsButton
          look={ACCEPT}
          icon={<IconCheck size={14} />}
          loading={running === 'accept'}
          disabled={busy}
          aria-label={`Принять: ${name}`}
          onClick={() => setRunning('accept')}
        >
          Принять
        </GoodActionsButton>
      )}
      {allowed.giveBack && (
        <GoodActionsButton
          look={GIVE_BACK}
          icon={<IconArrowBackUp size={14} />}
          loading={running === 'giveBack'}
          disabled={busy}
          aria-label={`Вернуть отправителю: ${name}`}
          onClick={() =>
            confirm(
              'Вернуть груз отправителю?',
              `«${name}» отправится обратно продавцу. Статус возврата будет виден на вкладке «Проблемные».`,
              'Вернуть отправителю',
              () => setRunning('giveBack'),
            )
          }
        >
          Вернуть отправителю
        </GoodActionsButton>
      )}
      {allowed.edit && (
        <GoodActionsButton
          look={EDIT}
          to={productEditPath(good.id, section)}
          icon={<IconPencil size={14} />}
          aria-label={`Изменить: ${name}`}
        >
          Изменить
        </GoodActionsButton>
      )}
      <GoodActionsButton
        look={SUBTLE}
        to={productDuplicatePath(good.id, section)}
        icon={<IconCopy size={14} />}
        aria-label={`Дублировать: ${name}`}
      >
        Дублировать
      </GoodActionsButton>
      <GoodActionsButton
        look={SUBTLE}
        to={newMessagePath({ objectType: 'good', objectId: good.id })}
        icon={<IconMessageQuestion size={16} />}
      >
        {HELPDESK_MESSAGES.askQuestion}
      </GoodActionsButton>
      {allowed.remove && (
        <GoodActionsButton
          look={REMOVE}
          icon={<IconTrash size={14} />}
          loading={running === 'remove'}
          disabled={busy}
          aria-label={`Удалить: ${name}`}
          onClick={() =>
            confirm(
              'Удалить груз?',
              good.isReady
                ? `«${name}» и его посылка в один клик будут отменены.`
                : `«${name}» перейдёт в архив. Склад не будет его ждать.`,
              'Удалить',
              () => setRunning('remove'),
            )
          }
        >
          Удалить
        </GoodActionsButton>
      )}
      {allowed.keptBought && (
        <Text size="xs" c="dimmed" maw={320}>
          {BOUGHT_GOOD_MESSAGES.deleteHint}
        </Text>
      )}
      {running && <GoodActionsRun key={running} action={running} good={good} onSettled={settle} />}
    </>
  );
}
