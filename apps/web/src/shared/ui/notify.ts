import { notifications } from '@mantine/notifications';

/**
 * Error toasts belong to the screen they were shown on. Each remembers the turn of the event loop it was shown
 * in, so that a navigation can close the older ones and keep one shown in the same turn as the navigation itself
 * (e.g. «ссылка уже использована» and then the page that explains it).
 */
let turn = 0;
let turnEnds = false;

/** The current turn of the event loop (it advances once the running task and its microtasks are done). */
export function currentTurn(): number {
  if (!turnEnds) {
    turnEnds = true;
    setTimeout(() => {
      turn += 1;
      turnEnds = false;
    }, 0);
  }
  return turn;
}

const errorToasts = new Map<string, number>();

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 4000 });
}

export function notifyError(message: string): void {
  const id = notifications.show({
    color: 'red',
    message,
    autoClose: 6000,
    onClose: ({ id: closed }) => {
      if (closed) errorToasts.delete(closed);
    },
  });
  errorToasts.set(id, currentTurn());
}

/** Closes the error toasts shown before the given turn; success toasts stay until they close themselves. */
export function closeErrorToastsShownBefore(navigationTurn: number): void {
  for (const [id, shownIn] of errorToasts) {
    if (shownIn < navigationTurn) {
      errorToasts.delete(id);
      notifications.hide(id);
    }
  }
}

/** Neither done nor failed: something now waits (a request for a second member's approval). */
export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message, autoClose: 6000 });
}
