import { AUTH_MESSAGES, REGISTRATION_SOURCES } from '@cargo/domain';
import { Anchor } from '@mantine/core';
import type { UseFormSetError } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/ApiError';
import { referralStorage } from '../../../shared/session/referralStorage';
import { afterRegistration } from '../../../shared/session/returnPath';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useSignUp } from '../api/sign-up';
import { AuthCard } from '../components/AuthCard';
import {
  RegistrationForm,
  type RegistrationFormInput,
  type RegistrationFormValues,
} from '../components/RegistrationForm';

const SERVER_FIELDS = ['name', 'email', 'phone', 'password'] as const;

export function RegisterPage() {
  const signUp = useSignUp();
  const navigate = useNavigate();
  const location = useLocation();

  const submit = (values: RegistrationFormValues, setError: UseFormSetError<RegistrationFormInput>) => {
    const { name, email, phone, password } = values;
    const referralId = referralStorage.get() ?? undefined;
    signUp.mutate(
      { name, email, phone, password, registrationSourceId: REGISTRATION_SOURCES.MAIN, referralId },
      {
        onSuccess: () => {
          notifySuccess(AUTH_MESSAGES.signUpSucceeded);
          void navigate('/login', { state: afterRegistration(location.state, email) });
        },
        onError: (error) => {
          // An address that asked about too many taken e-mails waits: the fields are not what is wrong.
          if (isApiError(error) && error.status === 429) {
            notifyError(error.message);
            return;
          }
          notifyError(AUTH_MESSAGES.signUpFailed);
          const applied = applyServerErrors(error, setError, SERVER_FIELDS);
          // A taken e-mail comes without field errors; its message belongs under the e-mail field.
          if (!applied && isApiError(error) && error.code === 'EMAIL_TAKEN') {
            setError('email', { type: 'server', message: error.message || AUTH_MESSAGES.emailTaken });
          }
        },
      },
    );
  };

  return (
    <AuthCard
      title="Регистрация"
      description="Создайте личный кабинет, чтобы отправлять товары из Китая и следить за посылками"
      footer={
        <>
          Уже есть аккаунт?{' '}
          <Anchor component={Link} to="/login" state={location.state} size="sm">
            Войти
          </Anchor>
        </>
      }
    >
      <RegistrationForm onSubmit={submit} submitting={signUp.isPending} />
    </AuthCard>
  );
}
