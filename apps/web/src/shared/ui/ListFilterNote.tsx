import { Button, Group, Text } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

/** «Показаны только: …» over a list a link opened filtered (the dashboard's tiles), with a way back to all. */
export function ListFilterNote({ title, onClear }: { title: string; onClear: () => void }) {
  return (
    <Group gap="xs" data-testid="list-filter">
      <IconFilter size={16} aria-hidden />
      <Text size="sm">
        Показаны только: <b>{title}</b>
      </Text>
      <Button size="compact-xs" variant="subtle" onClick={onClear}>
        Показать все
      </Button>
    </Group>
  );
}
