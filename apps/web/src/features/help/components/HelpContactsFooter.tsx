import { Anchor, Card, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Under each help page: where to ask when the page did not answer. */
export function HelpContactsFooter() {
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-gray-0)">
      <Text fw={600}>Не нашли ответ?</Text>
      <Text size="sm" c="dimmed" mb="xs">
        Напишите нам — ответим в чате поддержки.
      </Text>
      <Group gap="lg">
        <Anchor component={Link} to="/customer-support/new-message" size="sm">
          Написать в поддержку
        </Anchor>
        <Anchor component={Link} to="/documents/terms" size="sm">
          Пользовательское соглашение
        </Anchor>
      </Group>
    </Card>
  );
}
