import {
  type MutateOptions,
  // The one place the web may use TanStack's mutation hook (see the lint rule in eslint.config.js).
  // eslint-disable-next-line no-restricted-imports
  useMutation,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useRef } from 'react';

/** A fresh key for one submission attempt (a UUID; the server takes 8–100 of `[A-Za-z0-9_-]`). */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * How long after a success the same action (same variables) is still the first one: the second click of a double
 * click, or an Enter and a click, that land after a fast answer but before the page re-reads do nothing instead of
 * repeating the action (and getting a 409, or a second object). Later, the same variables are a new action (a
 * second top-up of the same amount is a second top-up).
 */
export const REPEAT_AFTER_SUCCESS_MS = 2000;

export type ActionOptions<TData, TVariables, TContext = unknown> = Omit<
  UseMutationOptions<TData, Error, TVariables, TContext>,
  'mutationFn'
> & {
  /**
   * Runs the action. `idempotencyKey` is the attempt's key: routes marked idempotent on the server (creates and
   * customer transitions) get it as `Idempotency-Key`, so a retry after a lost answer gets the first answer.
   */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  /** See REPEAT_AFTER_SUCCESS_MS; 0 for an action that may rightly repeat at once with the same variables. */
  repeatAfterSuccessMs?: number;
};

const blobIds = new WeakMap<object, number>();
let nextBlobId = 1;

/** The action's identity: its variables as JSON, a file (or form data) by its object, not its (empty) JSON. */
function stateOf(variables: unknown): string {
  return JSON.stringify(variables ?? null, (_key, value: unknown) => {
    const isFile =
      (typeof Blob !== 'undefined' && value instanceof Blob) ||
      (typeof FormData !== 'undefined' && value instanceof FormData);
    if (!isFile) return value;
    if (!blobIds.has(value)) blobIds.set(value, nextBlobId++);
    return `#file-${blobIds.get(value)}`;
  });
}

interface Attempt<TData> {
  key: string;
  running?: Promise<TData>;
  succeededAt?: number;
  data?: TData;
}

/**
 * The one way the web changes something (decisions 024 and 053): every button and form that creates, moves,
 * approves, deletes or saves runs through it.
 * - A second call with the same variables while the first runs does nothing (`mutateAsync` gets the first call's
 *   promise). The lock is a ref, set synchronously on the first call: a real double click lands before React has
 *   rendered the button's `loading`, so state alone would let both through.
 * - The same call within `REPEAT_AFTER_SUCCESS_MS` after a success does nothing either: one action, one message.
 * - One `Idempotency-Key` per attempt: kept across a retry after an error, new for other variables or later.
 */
export function useAction<TData, TVariables = void, TContext = unknown>(
  options: ActionOptions<TData, TVariables, TContext>,
) {
  const attempts = useRef(new Map<string, Attempt<TData>>());
  const { mutationFn, repeatAfterSuccessMs = REPEAT_AFTER_SUCCESS_MS, onSuccess, ...rest } = options;

  const attemptFor = (state: string): Attempt<TData> => {
    const known = attempts.current.get(state);
    const expired =
      known?.succeededAt !== undefined && Date.now() - known.succeededAt >= repeatAfterSuccessMs;
    if (known && !expired) return known;
    const fresh: Attempt<TData> = { key: newIdempotencyKey() };
    attempts.current.set(state, fresh);
    return fresh;
  };

  const mutation = useMutation<TData, Error, TVariables, TContext>({
    ...rest,
    mutationFn: (variables) => mutationFn(variables, attemptFor(stateOf(variables)).key),
    onSuccess: (data, variables, ...others) => {
      const attempt = attempts.current.get(stateOf(variables));
      if (attempt) Object.assign(attempt, { succeededAt: Date.now(), data });
      return onSuccess?.(data, variables, ...others);
    },
  });

  /** The first call's promise when this one repeats it, or null when it is a new action. */
  const repeatOf = (state: string): Promise<TData> | null => {
    const attempt = attemptFor(state);
    if (attempt.running) return attempt.running;
    if (attempt.succeededAt !== undefined) return Promise.resolve(attempt.data as TData);
    return null;
  };

  const mutateAsync = (
    variables: TVariables,
    callbacks?: MutateOptions<TData, Error, TVariables, TContext>,
  ) => {
    const state = stateOf(variables);
    const repeat = repeatOf(state);
    if (repeat) return repeat;
    const attempt = attemptFor(state);
    const promise = mutation.mutateAsync(variables, callbacks).finally(() => {
      if (attempt.running === promise) attempt.running = undefined;
    });
    attempt.running = promise;
    return promise;
  };

  const mutate = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables, TContext>) => {
    if (repeatOf(stateOf(variables))) return;
    // Errors reach the caller's onError (as with useMutation's own mutate), never an unhandled rejection.
    mutateAsync(variables, callbacks).catch(() => undefined);
  };

  return { ...mutation, mutate, mutateAsync };
}
