import { registrationFormSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { IconAt, IconLock, IconUser } from '@tabler/icons-react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import { FIELD_LABELS } from '../../../shared/config/labels';

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

interface RegistrationFormProps {
  onSubmit: (values: RegistrationFormValues, setError: UseFormSetError<RegistrationFormInput>) => void;
  submitting: boolean;
}

export function RegistrationForm({ onSubmit, submitting }: RegistrationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', agreement: false },
  });

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values, setError))} noValidate>
      <Stack gap="md">
        <TextInput
          label="Имя"
          autoComplete="given-name"
          placeholder="Как к вам обращаться"
          leftSection={<IconUser size={16} />}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextInput
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          placeholder="example@mail.ru"
          leftSection={<IconAt size={16} />}
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label={FIELD_LABELS.phone}
              description="Необязательно: номер России (+7) или Беларуси (+375)"
              {...field}
              error={errors.phone?.message}
            />
          )}
        />
        <PasswordInput
          label={FIELD_LABELS.password}
          autoComplete="new-password"
          placeholder={FIELD_LABELS.passwordPlaceholder}
          leftSection={<IconLock size={16} />}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label={FIELD_LABELS.confirmPassword}
          autoComplete="new-password"
          leftSection={<IconLock size={16} />}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Controller
          control={control}
          name="agreement"
          render={({ field }) => (
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={errors.agreement?.message}
              label={
                <Text size="sm" span>
                  Я принимаю{' '}
                  <Anchor component={Link} to="/documents/terms" target="_blank" size="sm">
                    пользовательское соглашение
                  </Anchor>{' '}
                  и даю согласие на обработку персональных данных согласно{' '}
                  <Anchor component={Link} to="/documents/privacy-policy" target="_blank" size="sm">
                    политике конфиденциальности
                  </Anchor>
                </Text>
              }
            />
          )}
        />
        <Button type="submit" fullWidth size="md" loading={submitting}>
          Зарегистрироваться
        </Button>
      </Stack>
    </form>
  );
}
