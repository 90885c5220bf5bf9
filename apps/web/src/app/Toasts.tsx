import { Notifications } from '@mantine/notifications';

/**
 * The toast container, in a module of its own so that AppProviders can load it lazily: a dynamic import of
 * '@mantine/notifications' itself would pull the whole package into the first screen (notify.ts already imports
 * the package there, for its store).
 */
export function Toasts() {
  return <Notifications position="top-right" limit={4} />;
}
