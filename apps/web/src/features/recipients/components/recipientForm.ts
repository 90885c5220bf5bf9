import type { RecipientData, RecipientInput } from '@cargo/domain';
import type { UseFormReturn } from 'react-hook-form';

export type RecipientForm = UseFormReturn<RecipientInput, unknown, RecipientData>;

/** The fields of `recipientSchema` that the form shows; server `errors` are put under these. */
export const RECIPIENT_FIELDS = [
  'countryCode',
  'surname',
  'name',
  'middleName',
  'nickName',
  'email',
  'phone',
  'inn',
  'dateBirthday',
  'idocSeries',
  'idocNumber',
  'idocOrg',
  'idocDate',
] as const;

/** The phone mask and the passport fields depend on the country: a new country starts those over. */
export function resetCountryFields(form: RecipientForm): void {
  form.setValue('phone', '');
  form.setValue('idocSeries', '');
  form.setValue('idocNumber', '');
}
