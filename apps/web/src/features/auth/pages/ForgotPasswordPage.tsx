import { AUTH_MESSAGES, AUTH_TITLES, COMMON_MESSAGES } from '@cargo/domain';
import { Alert, Anchor, Button } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/AuthCard';
import { ForgotPasswordForm } from '../components/ForgotPasswordForm';

export function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthCard
      title={AUTH_TITLES.passwordRecovery}
      description="Укажите почту, с которой вы регистрировались. Мы пришлём ссылку для создания нового пароля."
      footer={
        <>
          Вспомнили пароль?{' '}
          <Anchor component={Link} to="/login" size="sm">
            Войти
          </Anchor>
        </>
      }
    >
      {sentTo ? (
        <>
          <Alert color="green" variant="light" icon={<IconMailCheck />} title={AUTH_MESSAGES.resetLinkSent}>
            Мы отправили ссылку на {sentTo}. Если письма нет, проверьте папку «Спам».
          </Alert>
          <Button variant="light" onClick={() => setSentTo(null)}>
            Отправить ещё раз
          </Button>
        </>
      ) : (
        <ForgotPasswordForm
          submitting={forgotPassword.isPending}
          onSubmit={(values) =>
            forgotPassword.mutate(values, {
              onSuccess: () => {
                notifySuccess(AUTH_MESSAGES.resetLinkSent);
                setSentTo(values.email);
              },
              onError: (error) => notifyError(errorMessage(error, COMMON_MESSAGES.somethingWrong)),
            })
          }
        />
      )}
    </AuthCard>
  );
}
