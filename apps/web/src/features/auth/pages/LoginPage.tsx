import { AUTH_MESSAGES } from '@cargo/domain';
import { Anchor } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { registeredEmailFrom, returnPathFrom } from '../../../shared/session/returnPath';
import { notifyError } from '../../../shared/ui/notify';
import { useSignIn } from '../api/sign-in';
import { AuthCard } from '../components/AuthCard';
import { LoginForm } from '../components/LoginForm';
import { COMPANY } from '../../../shared/config/company';

export function LoginPage() {
  const signIn = useSignIn();
  const navigate = useNavigate();
  const location = useLocation();

  return (
    <AuthCard
      title="Вход в личный кабинет"
      description={COMPANY.tagline}
      footer={
        <>
          Нет аккаунта?{' '}
          <Anchor component={Link} to="/register" state={location.state} size="sm">
            Зарегистрироваться
          </Anchor>
        </>
      }
    >
      <LoginForm
        initialEmail={registeredEmailFrom(location.state)}
        submitting={signIn.isPending}
        onSubmit={(values) =>
          signIn.mutate(values, {
            onSuccess: () => void navigate(returnPathFrom(location.state), { replace: true }),
            onError: (error) => notifyError(errorMessage(error, AUTH_MESSAGES.signInFailed)),
          })
        }
      />
    </AuthCard>
  );
}
