import { RECIPIENT_LABELS } from '@cargo/domain';
import { Autocomplete, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Controller } from 'react-hook-form';
import { useIdocOrgSuggestions } from '../api';
import type { RecipientForm } from './recipientForm';

function IdocOrgAutocomplete({ form }: { form: RecipientForm }) {
  const value = form.watch('idocOrg') ?? '';
  const [debounced] = useDebouncedValue(value, 300);
  const suggestions = useIdocOrgSuggestions(debounced);
  const data = [...new Set((suggestions.data ?? []).map((item) => item.name))];
  return (
    <Controller
      control={form.control}
      name="idocOrg"
      render={({ field, fieldState }) => (
        <Autocomplete
          label={RECIPIENT_LABELS.idocOrg}
          withAsterisk
          placeholder="Начните вводить, например: ГУ МВД России"
          data={data}
          filter={({ options }) => options}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          name={field.name}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/**
 * «Кем выдан»: with suggestions of issuing authorities in the customer's form; as plain text on the self-fill
 * page, whose link token has no access to that list.
 */
export function IdocOrgField({ form, suggest }: { form: RecipientForm; suggest: boolean }) {
  if (suggest) return <IdocOrgAutocomplete form={form} />;
  return (
    <TextInput
      label={RECIPIENT_LABELS.idocOrg}
      withAsterisk
      error={form.formState.errors.idocOrg?.message}
      {...form.register('idocOrg')}
    />
  );
}
