import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/ApiError';

/** Puts the server's `errors` under the form's fields; returns true when at least one field got a message. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!isApiError(error) || !error.errors) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.errors[field];
    if (message) {
      setError(field, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
