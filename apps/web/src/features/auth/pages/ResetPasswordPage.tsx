import { AUTH_MESSAGES, COMMON_MESSAGES } from '@cargo/domain';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useResetPassword } from '../api/reset-password';
import { useResetTokenCheck } from '../api/check-reset-token';
import { AuthCard } from '../components/AuthCard';
import { InvalidResetLink } from '../components/InvalidResetLink';
import { ResetPasswordForm, type ResetPasswordFormInput } from '../components/ResetPasswordForm';
import { PASSWORD_RESET_DONE } from '../resetState';
import { FIELD_LABELS } from '../../../shared/config/labels';

const isInvalidLink = (error: unknown) => isApiError(error) && error.code === 'RESET_TOKEN_INVALID';

/** Opened from the e-mail link /reset-password?token=<reset token>; the link is checked before the form shows. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const check = useResetTokenCheck(token);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  // The link can run out between the check and the submit.
  const [spent, setSpent] = useState(false);

  const submit = (password: string, setError: UseFormSetError<ResetPasswordFormInput>) => {
    if (!token) return;
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          notifySuccess(AUTH_MESSAGES.passwordUpdated);
          void navigate('/reset-password/confirm', { replace: true, state: PASSWORD_RESET_DONE });
        },
        onError: (error) => {
          if (isInvalidLink(error)) {
            setSpent(true);
          } else if (isApiError(error) && error.hasFieldErrors) {
            notifyError(AUTH_MESSAGES.passwordUpdateRejected);
            applyServerErrors(error, setError, ['password']);
          } else {
            notifyError(errorMessage(error, AUTH_MESSAGES.passwordUpdateFailed));
          }
        },
      },
    );
  };

  let content;
  if (!token || spent || isInvalidLink(check.error)) {
    content = <InvalidResetLink />;
  } else if (check.isPending) {
    content = (
      <Stack gap="md" aria-busy="true">
        <Skeleton height={60} />
        <Skeleton height={60} />
        <Skeleton height={42} />
      </Stack>
    );
  } else if (check.isError) {
    content = (
      <>
        <Alert color="red" variant="light">
          {errorMessage(check.error, COMMON_MESSAGES.loadFailed)}
        </Alert>
        <Button variant="light" onClick={() => void check.refetch()}>
          Повторить
        </Button>
      </>
    );
  } else {
    content = <ResetPasswordForm onSubmit={submit} submitting={resetPassword.isPending} />;
  }

  return (
    <AuthCard
      title={FIELD_LABELS.newPassword}
      description="Придумайте новый пароль для входа в личный кабинет."
    >
      {content}
    </AuthCard>
  );
}
