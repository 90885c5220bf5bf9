import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type QueryFlag = 'topUpBalance' | 'selectPaymentMethods' | 'request-support';

/** A dialog that lives in the address (`?flag=true`): open pushes the flag, closing removes it. */
export function useQueryFlag(flag: QueryFlag) {
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
        return next;
      },
      { replace: true },
    );
  }, [flag, setParams]);

  return { opened, open, close };
}
