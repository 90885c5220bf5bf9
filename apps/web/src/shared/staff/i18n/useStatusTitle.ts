import { useCallback } from 'react';
import { useDeskT } from './deskI18n';
import type { StatusGroup } from './ru/statuses';

/** A status's name in the desk's language, by its id (a status the catalogue lacks shows its id). */
export function useStatusTitle() {
  const { t } = useDeskT('statuses');
  return useCallback(
    (group: StatusGroup, id: number | string) =>
      t(`${group}.${String(id)}` as `good.${string}`, { defaultValue: String(id) }),
    [t],
  );
}
