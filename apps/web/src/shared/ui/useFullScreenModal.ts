import { useMediaQuery } from '@mantine/hooks';

/** Dialogs take the whole screen on phones (under 480 px). */
export function useFullScreenModal(): boolean {
  return useMediaQuery('(max-width: 479.9px)', false) ?? false;
}
