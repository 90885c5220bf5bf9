import { AUTH_MESSAGES } from '@cargo/domain';
import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { UseFormSetError } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useResetPassword } from '../api';
import { AuthCard } from '../components/AuthCard';
import { ResetPasswordForm, type ResetPasswordFormInput } from '../components/ResetPasswordForm';

/** Opened from the e-mail link /reset-password?token=<reset token>. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const resetPassword = useResetPassword();
  const navigate = useNavigate();

  const submit = (password: string, setError: UseFormSetError<ResetPasswordFormInput>) => {
    if (!token) return;
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifySuccess(AUTH_MESSAGES.passwordUpdated);
          void navigate('/reset-password/confirm', { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.hasFieldErrors) {
            notifyError(AUTH_MESSAGES.passwordUpdateRejected);
            applyServerErrors(error, setError, ['password']);
          } else {
            notifyError(errorMessage(error, AUTH_MESSAGES.passwordUpdateFailed));
          }
        },
      },
    );
  };

  return (
    <AuthCard title="Новый пароль" description="Придумайте новый пароль для входа в личный кабинет.">
      {token ? (
        <ResetPasswordForm onSubmit={submit} submitting={resetPassword.isPending} />
      ) : (
        <>
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {AUTH_MESSAGES.resetLinkInvalid}
          </Alert>
          <Button component={Link} to="/forgot" variant="light">
            Запросить новую ссылку
          </Button>
        </>
      )}
    </AuthCard>
  );
}
