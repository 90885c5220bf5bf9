import { registrationFormSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Checkbox, Text, TextInput } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { Controller, useForm, type UseFormSetError } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { PhoneInput } from '../../../shared/ui/PhoneInput';
import { FIELD_LABELS } from '../../../shared/config/labels';
import { EmailField, NewPasswordFields } from './AuthFields';
import { AuthForm } from './AuthForm';

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

interface RegistrationFormProps {
  onSubmit: (values: RegistrationFormValues, setError: UseFormSetError<RegistrationFormInput>) => void;
  submitting: boolean;
}

export function RegistrationForm({ onSubmit, submitting }: RegistrationFormProps) {
  const form = useForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', confirmPassword: '', agreement: false },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;

  return (
    <AuthForm form={form} onSubmit={onSubmit} submitting={submitting} submitText="Зарегистрироваться">
      <TextInput
        label="Имя"
        autoComplete="given-name"
        placeholder="Как к вам обращаться"
        leftSection={<IconUser size={16} />}
        error={errors.name?.message}
        {...register('name')}
      />
      <EmailField />
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
      <NewPasswordFields label={FIELD_LABELS.password} />
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
    </AuthForm>
  );
}
