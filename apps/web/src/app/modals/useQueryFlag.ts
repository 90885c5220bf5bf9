import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const NO_COMPANIONS: readonly string[] = [];

export type QueryFlag = 'topUpBalance' | 'selectPaymentMethods' | 'request-support';

/**
 * A dialog that lives in the address (`?flag=true`): open pushes the flag, closing removes it and the dialog's own
 * parameters (`companions`, e.g. the top-up dialog's `currency`).
 */
export function useQueryFlag(flag: QueryFlag, companions: readonly string[] = NO_COMPANIONS) {
  const [params, setParams] = useSearchParams();
  const opened = params.get(flag) === 'true';

  const open = useCallback(() => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set(flag, 'true');
      return next;
    });
  }, [flag, setParams]);

  const close = useCallback(() => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(flag);
        for (const name of companions) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [flag, companions, setParams]);

  return { opened, open, close };
}
