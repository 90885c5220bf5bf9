import { forgotPasswordSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { EmailField } from './AuthFields';
import { AuthForm } from './AuthForm';

interface ForgotPasswordFormProps {
  onSubmit: (values: z.output<typeof forgotPasswordSchema>) => void;
  submitting: boolean;
}

export function ForgotPasswordForm({ onSubmit, submitting }: ForgotPasswordFormProps) {
  const form = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  return (
    <AuthForm form={form} onSubmit={onSubmit} submitting={submitting} submitText="Отправить ссылку">
      <EmailField />
    </AuthForm>
  );
}
