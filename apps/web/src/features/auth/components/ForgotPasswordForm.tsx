import { forgotPasswordSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_LABELS } from '../../../shared/config/labels';

interface ForgotPasswordFormProps {
  onSubmit: (values: z.output<typeof forgotPasswordSchema>) => void;
  submitting: boolean;
}

export function ForgotPasswordForm({ onSubmit, submitting }: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

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
        <Button type="submit" fullWidth size="md" loading={submitting}>
          Отправить ссылку
        </Button>
      </Stack>
    </form>
  );
}
