import { signInSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Checkbox, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAt, IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { SignInBody } from '../api';
import { FIELD_LABELS } from '../../../shared/config/labels';

interface LoginFormProps {
  /** Filled in after a registration, so the customer only types the password. */
  initialEmail?: string;
  onSubmit: (values: SignInBody) => void;
  submitting: boolean;
}

export function LoginForm({ initialEmail = '', onSubmit, submitting }: LoginFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: initialEmail, password: '', rememberMe: false },
  });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Stack gap="md">
        <TextInput
          label={FIELD_LABELS.email}
          type="email"
          autoComplete="email"
          placeholder="example@mail.ru"
          leftSection={<IconAt size={16} />}
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordInput
          label={FIELD_LABELS.password}
          autoComplete="current-password"
          placeholder={FIELD_LABELS.passwordPlaceholder}
          leftSection={<IconLock size={16} />}
          error={errors.password?.message}
          {...register('password')}
        />
        <Group justify="space-between" gap="xs">
          <Checkbox label="Запомнить меня" {...register('rememberMe')} />
          <Anchor component={Link} to="/forgot" size="sm">
            Забыли пароль?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" loading={submitting}>
          Войти
        </Button>
      </Stack>
    </form>
  );
}
