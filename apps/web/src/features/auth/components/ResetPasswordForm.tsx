import { resetPasswordFormSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_LABELS } from '../../../shared/config/labels';

export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

interface ResetPasswordFormProps {
  onSubmit: (password: string, setError: UseFormSetError<ResetPasswordFormInput>) => void;
  submitting: boolean;
}

export function ResetPasswordForm({ onSubmit, submitting }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values.password, setError))} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={FIELD_LABELS.newPassword}
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
        <Button type="submit" fullWidth size="md" loading={submitting}>
          Сохранить пароль
        </Button>
      </Stack>
    </form>
  );
}
