import { Button, Center, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { AuthCard } from '../components/AuthCard';
import { resetJustDone } from '../resetState';

/** Shown after a reset completed in this tab; opened any other way it must not claim a password was changed. */
export function ResetPasswordConfirmPage() {
  const { state } = useLocation();
  if (!resetJustDone(state)) return <Navigate to="/login" replace />;
  return (
    <AuthCard title="Пароль изменён">
      <Center>
        <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
      </Center>
      <Text ta="center">Пароль успешно обновлен. Теперь войдите в личный кабинет с новым паролем.</Text>
      <Button component={Link} to="/login" size="md" fullWidth>
        Войти в личный кабинет
      </Button>
    </AuthCard>
  );
}
