import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/ApiError';
import { deskI18n } from '../../../shared/staff/i18n';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError } from '../../../shared/ui/notify';

/**
 * A desk step the server refused: its field errors go under the fields, its message (a 409 of the lot's state, a
 * price not higher, a price above what is held) to a toast as the server sent it; a 5xx or no answer says «Что то
 * пошло не так» in the desk's language.
 */
export function notifyDeskFailure<T extends FieldValues>(
  failure: unknown,
  form?: { setError: UseFormSetError<T>; fields: readonly Path<T>[] },
): void {
  if (form && applyServerErrors(failure, form.setError, form.fields)) return;
  notifyError(errorMessage(failure, deskI18n.t('loadFailed', { ns: 'orders' })));
}
