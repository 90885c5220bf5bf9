import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { COMPANY } from '../../../shared/config/company';
import { HELP_TOPICS } from '../model/helpTopics';
import { helpTopicPath } from '../model/paths';
import { HelpContactsFooter } from '../components/HelpContactsFooter';

/** «Справка» (/help): cards of the help pages. */
export function HelpIndexPage() {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Справка
        </Title>
        <Text c="dimmed" mt={4}>
          Как покупать в Китае и получать посылки через {COMPANY.name}: адрес склада, ограничения, таможня и
          работа с кабинетом.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {HELP_TOPICS.map((topic) => (
          <li key={topic.slug}>
            <Card
              component={Link}
              to={helpTopicPath(topic.slug)}
              withBorder
              radius="md"
              padding="lg"
              h="100%"
              // Named by its title; the summary below it is the link's description (WCAG 2.5.3, label in name).
              aria-describedby={`help-topic-${topic.slug}`}
            >
              <ThemeIcon variant="light" size={44} radius="md" mb="sm" aria-hidden>
                <topic.icon size={24} />
              </ThemeIcon>
              <Text fw={600}>{topic.title}</Text>
              <Text size="sm" c="dimmed" mt={4} id={`help-topic-${topic.slug}`} aria-hidden>
                {topic.summary}
              </Text>
            </Card>
          </li>
        ))}
      </SimpleGrid>
      <HelpContactsFooter />
    </Stack>
  );
}
