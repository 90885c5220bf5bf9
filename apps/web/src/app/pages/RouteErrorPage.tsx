import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** A page that failed to load or render (for example a stale chunk after an update). */
export function RouteErrorPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Title order={2}>Что-то пошло не так</Title>
        <Text c="dimmed">
          Не удалось открыть страницу. Обновите её; если ошибка повторится, обратитесь в поддержку.
        </Text>
        <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
      </Stack>
    </Center>
  );
}
