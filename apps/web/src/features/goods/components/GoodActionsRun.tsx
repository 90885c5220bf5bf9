import { GOOD_MESSAGES, type Good } from '@cargo/domain';
import { useEffect, useRef } from 'react';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useAcceptGood, useDeleteGood, useReturnGood } from '../api/good-actions';
import { GOODS_WEB_MESSAGES } from '../messages';

/** The list row's actions that change the good on the server. */
export type GoodAction = 'accept' | 'giveBack' | 'remove';

const RUNS = {
  accept: { useAction: useAcceptGood, done: GOOD_MESSAGES.accepted, failed: GOOD_MESSAGES.acceptFailed },
  giveBack: { useAction: useReturnGood, done: GOOD_MESSAGES.returned, failed: GOOD_MESSAGES.returnFailed },
  remove: { useAction: useDeleteGood, done: GOOD_MESSAGES.deleted, failed: GOODS_WEB_MESSAGES.deleteFailed },
} as const;

/**
 * Runs one action of a row once, mounted when the customer asks for it (a row on screen holds no mutation of its
 * own: decision 044); says how it went and calls `onSettled`. Keyed by the action, so its hook never changes.
 */
export function GoodActionsRun({
  action,
  good,
  onSettled,
}: {
  action: GoodAction;
  good: Good;
  onSettled: () => void;
}) {
  const run = RUNS[action];
  const mutation = run.useAction();
  const started = useRef(false);
  useEffect(() => {
    // Once, though a development build mounts effects twice.
    if (started.current) return;
    started.current = true;
    mutation.mutate(good, {
      onSuccess: () => notifySuccess(run.done),
      onError: () => notifyError(run.failed),
      onSettled,
    });
  });
  return null;
}
