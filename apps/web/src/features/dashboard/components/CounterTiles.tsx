import type { DashboardCounter } from '@cargo/domain';
import { Card, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import classes from './CounterTiles.module.css';

/** The counters of what needs attention, each a link to the list filtered to exactly the counted items. */
export function CounterTiles({ counters }: { counters: DashboardCounter[] }) {
  return (
    <Card component="section" aria-label="Требует внимания">
      <Title order={2} size="h4" mb="md">
        Требует внимания
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        {counters.map((counter) => (
          <UnstyledButton
            key={counter.key}
            component={Link}
            to={counter.link}
            className={classes.tile}
            data-testid={`tile-${counter.key}`}
            aria-label={`${counter.title}: ${counter.count}`}
          >
            {/* The title comes first in the page's order, as in the name, with a space between the words (WCAG
                2.5.3, label in name: the visible text must read as a part of the name); the count is drawn above. */}
            <Text size="sm" lh={1.3}>
              {counter.title}
            </Text>{' '}
            <Text fw={700} size="xl" c={counter.count > 0 ? 'red.7' : 'dimmed'} lh={1}>
              {counter.count}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
