import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Shown inside the cabinet for any address that is not (yet) a page of it. */
export function NotFoundPage() {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        <IconMapSearch size={40} stroke={1.5} />
      </ThemeIcon>
      <Title order={2}>Страница не найдена</Title>
      <Text c="dimmed" maw={460}>
        Такой страницы нет или раздел ещё не доступен в личном кабинете. Проверьте адрес или вернитесь на
        главную.
      </Text>
      <Button component={Link} to="/dashboard">
        Перейти на Главную
      </Button>
    </Stack>
  );
}
