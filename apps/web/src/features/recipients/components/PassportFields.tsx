import { RECIPIENT_LABELS } from '@cargo/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { DateField } from '../../../shared/ui/DateField';
import { FieldSection } from './FieldSection';
import { IdocOrgField } from './IdocOrgField';
import { formatBelarusNumberInput, formatRussianNumberInput, formatSeriesInput } from './passportInput';
import type { RecipientForm } from './recipientForm';

const L = RECIPIENT_LABELS;

function PassportNumberFields({ form, russia }: { form: RecipientForm; russia: boolean }) {
  const errors = form.formState.errors;
  return (
    <SimpleGrid cols={{ base: 1, sm: russia ? 2 : 1 }} spacing="md">
      {russia && (
        <Controller
          control={form.control}
          name="idocSeries"
          render={({ field }) => (
            <TextInput
              label={L.idocSeries}
              withAsterisk
              inputMode="numeric"
              placeholder="99 99"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(formatSeriesInput(event.currentTarget.value))}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.idocSeries?.message}
            />
          )}
        />
      )}
      <Controller
        control={form.control}
        name="idocNumber"
        render={({ field }) => (
          <TextInput
            label={L.idocNumber}
            withAsterisk
            inputMode={russia ? 'numeric' : 'text'}
            placeholder={russia ? '999999' : 'MP1234567'}
            description={russia ? undefined : 'Две латинские буквы и семь цифр'}
            value={field.value ?? ''}
            onChange={(event) =>
              field.onChange(
                russia
                  ? formatRussianNumberInput(event.currentTarget.value)
                  : formatBelarusNumberInput(event.currentTarget.value),
              )
            }
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={errors.idocNumber?.message}
          />
        )}
      />
    </SimpleGrid>
  );
}

/**
 * The birth date, and for Russia and Belarus the customs fields: passport, issuing authority and date, INN for
 * Russia.
 */
export function PassportFields({
  form,
  russia,
  strict,
  suggestIdocOrg,
}: {
  form: RecipientForm;
  russia: boolean;
  strict: boolean;
  suggestIdocOrg: boolean;
}) {
  const errors = form.formState.errors;
  return (
    <FieldSection
      title={strict ? 'Паспортные данные' : L.dateBirthday}
      description={
        strict ? 'Нужны для таможенного оформления посылок и видны только нашим сотрудникам.' : undefined
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={form.control}
          name="dateBirthday"
          render={({ field }) => (
            <DateField label={L.dateBirthday} withAsterisk {...field} error={errors.dateBirthday?.message} />
          )}
        />
        {russia && (
          <TextInput
            label={L.inn}
            withAsterisk
            inputMode="numeric"
            maxLength={12}
            placeholder="12 цифр"
            error={errors.inn?.message}
            {...form.register('inn')}
          />
        )}
      </SimpleGrid>
      {strict && <PassportNumberFields form={form} russia={russia} />}
      {strict && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <IdocOrgField form={form} suggest={suggestIdocOrg} />
          <Controller
            control={form.control}
            name="idocDate"
            render={({ field }) => (
              <DateField
                label={L.idocDate}
                withAsterisk
                defaultLevel="year"
                {...field}
                error={errors.idocDate?.message}
              />
            )}
          />
        </SimpleGrid>
      )}
    </FieldSection>
  );
}
