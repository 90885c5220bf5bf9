import { DANGEROUS_GOOD_KINDS } from '@cargo/domain';
import { Card, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The kinds of dangerous cargo the goods and order forms' «Опасный груз» checkbox covers. */
export function DangerousGoodsList() {
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 3 }}
      my="lg"
      component="ul"
      p={0}
      aria-label="Опасный груз"
      style={{ listStyle: 'none' }}
    >
      {DANGEROUS_GOOD_KINDS.map((kind) => (
        <Card key={kind.title} component="li" withBorder radius="md" padding="md">
          <ThemeIcon variant="light" color="orange" radius="xl" mb="xs" aria-hidden>
            <IconAlertTriangle size={18} />
          </ThemeIcon>
          <Text fw={600}>{kind.title}</Text>
          <Text size="sm" c="dimmed">
            {kind.examples}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
