import { AUTH_MESSAGES, changePasswordSchema } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useChangePassword } from '../api';
import { FIELD_LABELS } from '../../../shared/config/labels';

const EMPTY = { oldPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changePasswordSchema), defaultValues: EMPTY });

  const submit = handleSubmit((values) =>
    changePassword.mutate(values, {
      onSuccess: () => {
        notifySuccess(AUTH_MESSAGES.passwordUpdated);
        reset(EMPTY);
      },
      onError: (error) => {
        if (isApiError(error) && error.hasFieldErrors) {
          notifyError(AUTH_MESSAGES.passwordUpdateRejected);
          applyServerErrors(error, setError, ['oldPassword', 'newPassword', 'confirmPassword']);
        } else {
          notifyError(errorMessage(error, AUTH_MESSAGES.passwordUpdateFailed));
        }
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Текущий пароль"
          autoComplete="current-password"
          error={errors.oldPassword?.message}
          {...register('oldPassword')}
        />
        <PasswordInput
          label={FIELD_LABELS.newPassword}
          autoComplete="new-password"
          placeholder={FIELD_LABELS.passwordPlaceholder}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordInput
          label="Повторите новый пароль"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={changePassword.isPending}>
            Изменить пароль
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
