import { COUNTRY, type RecipientData, type RecipientInput } from '@cargo/domain';
import { Autocomplete, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAt } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DateField } from '../../../shared/ui/DateField';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import { useIdocOrgSuggestions } from '../api';
import { formatBelarusNumberInput, formatRussianNumberInput, formatSeriesInput } from './passportInput';

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

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <div>
        <Title order={3} size="h5" component="legend">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}

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
          label="Кем выдан"
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

interface RecipientFieldsProps {
  form: RecipientForm;
  countryCode: number | undefined;
  /** The customer's form suggests issuing authorities; the self-fill link has no access to that list. */
  suggestIdocOrg?: boolean;
  /** The nickname ("how to label it in the list") is for the customer's own list only. */
  withNickName?: boolean;
}

/**
 * Contact and passport fields of a recipient. Russia and Belarus get the customs fields (passport, issuing
 * authority and date; INN for Russia); other countries only the required ones.
 */
export function RecipientFields({
  form,
  countryCode,
  suggestIdocOrg = false,
  withNickName = false,
}: RecipientFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const russia = countryCode === COUNTRY.RUSSIA;
  const belarus = countryCode === COUNTRY.BELARUS;
  const strict = russia || belarus;

  return (
    <Stack gap="xl">
      <Section
        title="Контактные данные"
        description={strict ? 'Фамилия, имя и отчество — на кириллице, как в паспорте.' : undefined}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <TextInput
            label="Фамилия"
            withAsterisk
            autoComplete="off"
            error={errors.surname?.message}
            {...register('surname')}
          />
          <TextInput
            label="Имя"
            withAsterisk
            autoComplete="off"
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Отчество"
            withAsterisk
            autoComplete="off"
            error={errors.middleName?.message}
            {...register('middleName')}
          />
        </SimpleGrid>
        {withNickName && (
          <TextInput
            label="Как подписать в списке"
            description="Необязательно: например, «Мама» или «Сергей, работа»"
            error={errors.nickName?.message}
            {...register('nickName')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Электронная почта"
            type="email"
            withAsterisk
            autoComplete="off"
            placeholder="example@mail.ru"
            leftSection={<IconAt size={16} />}
            error={errors.email?.message}
            {...register('email')}
          />
          <Controller
            control={control}
            name="phone"
            render={({ field }) =>
              strict ? (
                <PhoneInput
                  label="Телефон"
                  withAsterisk
                  autoComplete="off"
                  country={belarus ? 'by' : 'ru'}
                  {...field}
                  error={errors.phone?.message}
                />
              ) : (
                <TextInput
                  label="Телефон"
                  type="tel"
                  withAsterisk
                  autoComplete="off"
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={errors.phone?.message}
                />
              )
            }
          />
        </SimpleGrid>
      </Section>

      <Section
        title={strict ? 'Паспортные данные' : 'Дата рождения'}
        description={
          strict ? 'Нужны для таможенного оформления посылок и видны только нашим сотрудникам.' : undefined
        }
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Controller
            control={control}
            name="dateBirthday"
            render={({ field }) => (
              <DateField label="Дата рождения" withAsterisk {...field} error={errors.dateBirthday?.message} />
            )}
          />
          {russia && (
            <TextInput
              label="ИНН"
              withAsterisk
              inputMode="numeric"
              maxLength={12}
              placeholder="12 цифр"
              error={errors.inn?.message}
              {...register('inn')}
            />
          )}
        </SimpleGrid>
        {strict && (
          <SimpleGrid cols={{ base: 1, sm: russia ? 2 : 1 }} spacing="md">
            {russia && (
              <Controller
                control={control}
                name="idocSeries"
                render={({ field }) => (
                  <TextInput
                    label="Серия паспорта"
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
              control={control}
              name="idocNumber"
              render={({ field }) => (
                <TextInput
                  label="Номер паспорта"
                  withAsterisk
                  inputMode={russia ? 'numeric' : 'text'}
                  placeholder={russia ? '999999' : 'MP1234567'}
                  description={belarus ? 'Две латинские буквы и семь цифр' : undefined}
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
        )}
        {strict && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {suggestIdocOrg ? (
              <IdocOrgAutocomplete form={form} />
            ) : (
              <TextInput
                label="Кем выдан"
                withAsterisk
                error={errors.idocOrg?.message}
                {...register('idocOrg')}
              />
            )}
            <Controller
              control={control}
              name="idocDate"
              render={({ field }) => (
                <DateField
                  label="Дата выдачи"
                  withAsterisk
                  defaultLevel="year"
                  {...field}
                  error={errors.idocDate?.message}
                />
              )}
            />
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}
