import { PasswordInput, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useFormContext, useFormState } from 'react-hook-form';
import { FIELD_LABELS } from '../../../shared/config/labels';

/** The message of a field's error in the enclosing `AuthForm`. */
function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The e-mail field of the auth forms (field `email`). */
export function EmailField() {
  const { register } = useFormContext();
  return (
    <TextInput
      label={FIELD_LABELS.email}
      type="email"
      autoComplete="email"
      placeholder="example@mail.ru"
      leftSection={<IconAt size={16} />}
      error={useFieldError('email')}
      {...register('email')}
    />
  );
}

interface PasswordFieldProps {
  name: 'password' | 'confirmPassword';
  label: string;
  /** `current-password` on sign-in, `new-password` where a password is chosen. */
  autoComplete: 'current-password' | 'new-password';
  /** The hint about the password's length; the confirmation goes without it. */
  withHint?: boolean;
}

export function PasswordField({ name, label, autoComplete, withHint = false }: PasswordFieldProps) {
  const { register } = useFormContext();
  return (
    <PasswordInput
      label={label}
      autoComplete={autoComplete}
      placeholder={withHint ? FIELD_LABELS.passwordPlaceholder : undefined}
      leftSection={<IconLock size={16} />}
      error={useFieldError(name)}
      {...register(name)}
    />
  );
}

/** A new password and its confirmation (sign-up and password reset). */
export function NewPasswordFields({ label }: { label: string }) {
  return (
    <>
      <PasswordField name="password" label={label} autoComplete="new-password" withHint />
      <PasswordField
        name="confirmPassword"
        label={FIELD_LABELS.confirmPassword}
        autoComplete="new-password"
      />
    </>
  );
}
