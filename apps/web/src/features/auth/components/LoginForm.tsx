import { signInSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Checkbox, Group } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignInBody } from '../api/sign-in';
import { FIELD_LABELS } from '../../../shared/config/labels';
import { EmailField, PasswordField } from './AuthFields';
import { AuthForm } from './AuthForm';

interface LoginFormProps {
  /** Filled in after a registration, so the customer only types the password. */
  initialEmail?: string;
  onSubmit: (values: SignInBody) => void;
  submitting: boolean;
}

export function LoginForm({ initialEmail = '', onSubmit, submitting }: LoginFormProps) {
  const form = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
  });
  return (
    <AuthForm form={form} onSubmit={onSubmit} submitting={submitting} submitText="Войти">
      <EmailField />
      <PasswordField name="password" label={FIELD_LABELS.password} autoComplete="current-password" withHint />
      <Group justify="space-between" gap="xs">
        <Checkbox label="Запомнить меня" {...form.register('rememberMe')} />
        <Anchor component={Link} to="/forgot" size="sm">
          Забыли пароль?
        </Anchor>
      </Group>
    </AuthForm>
  );
}
