import { RECIPIENT_LABELS } from '@cargo/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import { FieldSection } from './FieldSection';
import type { RecipientForm } from './recipientForm';

const L = RECIPIENT_LABELS;

/** Full name, the list label, e-mail and phone (masked for Russia and Belarus). */
export function ContactFields({
  form,
  strict,
  belarus,
  withNickName,
}: {
  form: RecipientForm;
  strict: boolean;
  belarus: boolean;
  withNickName: boolean;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FieldSection
      title="Контактные данные"
      description={strict ? 'Фамилия, имя и отчество — на кириллице, как в паспорте.' : undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={L.surname}
          withAsterisk
          autoComplete="off"
          error={errors.surname?.message}
          {...register('surname')}
        />
        <TextInput
          label={L.name}
          withAsterisk
          autoComplete="off"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={L.middleName}
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
          label={L.email}
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
                label={L.phone}
                withAsterisk
                autoComplete="off"
                country={belarus ? 'by' : 'ru'}
                {...field}
                error={errors.phone?.message}
              />
            ) : (
              <TextInput
                label={L.phone}
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
    </FieldSection>
  );
}
