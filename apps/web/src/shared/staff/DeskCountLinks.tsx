import { Anchor, Group, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { TabCount } from './TabCount';

export interface DeskCountLink {
  label: string;
  /** Undefined while it loads or when the member's roles do not read that desk. */
  count: number | undefined;
  /** The desk searched for the customer («/staff/cargo?q=K0003»), or null when the roles do not open it. */
  to: string | null;
}

/** A customer's objects on the other desks: how many there are, each opening its desk searched for the customer. */
export function DeskCountLinks({ links }: { links: DeskCountLink[] }) {
  const shown = links.filter((link) => link.to !== null);
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
      {shown.map((link) => (
        <Group key={link.label} gap={6} wrap="nowrap">
          <Anchor component={Link} to={link.to!} size="sm">
            {link.label}
          </Anchor>
          {link.count === undefined ? (
            <Text size="xs" c="dimmed">
              …
            </Text>
          ) : (
            <TabCount value={link.count} />
          )}
        </Group>
      ))}
    </SimpleGrid>
  );
}
