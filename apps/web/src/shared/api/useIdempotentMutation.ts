import { type MutateOptions, useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useRef } from 'react';

/** A fresh key for one submission attempt (a UUID; the server takes 8–100 of `[A-Za-z0-9_-]`). */
export function newIdempotencyKey(): string {
  if (typeof globalThis.crypto?.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

type CreateOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  /** Sends the create with the attempt's key as its `Idempotency-Key`. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
};

/**
 * How long after a success the same form state still repeats the first submission's key: an Enter and a click (or
 * a double tap) that land on both sides of a fast answer would otherwise create the object twice. Later, the same
 * state is a new attempt (a second top-up of the same amount is a second top-up).
 */
export const REPEAT_AFTER_SUCCESS_MS = 2000;

/**
 * The one way the web sends a create (a good, a parcel, a cargo, a recipient, an address, a top-up…).
 * - One key per submission attempt: the same form state keeps its key across a double click, a retry after an
 *   error or a lost answer, so the server answers the first object instead of creating another; a changed form
 *   starts a new attempt, and so does the same form once `REPEAT_AFTER_SUCCESS_MS` have passed since a success.
 * - While an attempt runs, submitting the same state again does nothing (the button shows it is loading).
 */
export function useIdempotentMutation<TData, TVariables>(options: CreateOptions<TData, TVariables>) {
  const attempt = useRef<{ state: string; key: string; succeededAt?: number } | null>(null);
  const running = useRef<{ state: string; promise: Promise<TData> } | null>(null);
  const { mutationFn, onSuccess, ...rest } = options;

  const keyFor = (variables: TVariables) => {
    const state = JSON.stringify(variables ?? null);
    const previous = attempt.current;
    const repeats =
      previous?.state === state &&
      (previous.succeededAt === undefined || Date.now() - previous.succeededAt < REPEAT_AFTER_SUCCESS_MS);
    if (!repeats) attempt.current = { state, key: newIdempotencyKey() };
    return attempt.current!;
  };

  const mutation = useMutation<TData, Error, TVariables>({
    ...rest,
    mutationFn: (variables) => mutationFn(variables, keyFor(variables).key),
    onSuccess: (...args) => {
      if (attempt.current) attempt.current.succeededAt = Date.now();
      return onSuccess?.(...args);
    },
  });

  const mutateAsync = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    const state = JSON.stringify(variables ?? null);
    if (running.current?.state === state) return running.current.promise;
    const promise = mutation.mutateAsync(variables, callbacks).finally(() => {
      if (running.current?.promise === promise) running.current = null;
    });
    running.current = { state, promise };
    return promise;
  };
  const mutate = (variables: TVariables, callbacks?: MutateOptions<TData, Error, TVariables>) => {
    const state = JSON.stringify(variables ?? null);
    if (running.current?.state === state) return;
    // Errors reach the caller's onError (as with useMutation's own mutate), never an unhandled rejection.
    mutateAsync(variables, callbacks).catch(() => undefined);
  };

  return { ...mutation, mutate, mutateAsync };
}
