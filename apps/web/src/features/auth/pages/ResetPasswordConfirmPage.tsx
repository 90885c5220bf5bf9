import { Button, Center, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AuthCard } from '../components/AuthCard';

export function ResetPasswordConfirmPage() {
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
