import { resetPasswordFormSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { FIELD_LABELS } from '../../../shared/config/labels';
import { NewPasswordFields } from './AuthFields';
import { AuthForm } from './AuthForm';

export type ResetPasswordFormInput = z.input<typeof resetPasswordFormSchema>;

interface ResetPasswordFormProps {
  onSubmit: (password: string, setError: UseFormSetError<ResetPasswordFormInput>) => void;
  submitting: boolean;
}

export function ResetPasswordForm({ onSubmit, submitting }: ResetPasswordFormProps) {
  const form = useForm({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <AuthForm
      form={form}
      onSubmit={(values, setError) => onSubmit(values.password, setError)}
      submitting={submitting}
      submitText="Сохранить пароль"
    >
      <NewPasswordFields label={FIELD_LABELS.newPassword} />
    </AuthForm>
  );
}
