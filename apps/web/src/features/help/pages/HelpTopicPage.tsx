import { Anchor, Breadcrumbs, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { HelpContactsFooter } from '../components/HelpContactsFooter';
import { HelpMarkdown } from '../components/HelpMarkdown';
import { HELP_TOPIC_DATA } from '../components/HelpTopicData';
import { DATA_MARKER, helpTopicBySlug } from '../model/helpTopics';

/** One help page (/help/:slug): its Markdown with the data block at the marker; an unknown slug is not found. */
export function HelpTopicPage() {
  const { slug } = useParams();
  const topic = helpTopicBySlug(slug);
  if (!topic) {
    return (
      <Stack align="center" gap="md" py={64} ta="center">
        <Title order={2}>Страница не найдена</Title>
        <Text c="dimmed">Такой страницы в справке нет.</Text>
        <Button component={Link} to="/help">
          Все разделы справки
        </Button>
      </Stack>
    );
  }
  const Data = HELP_TOPIC_DATA[topic.slug];
  const [before = '', after = ''] = topic.markdown.split(DATA_MARKER);
  return (
    <Stack gap="md" maw={860}>
      <Breadcrumbs>
        <Anchor component={Link} to="/help" size="sm">
          Справка
        </Anchor>
        <Text size="sm" c="dimmed">
          {topic.title}
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {topic.title}
      </Title>
      <article>
        <HelpMarkdown>{before}</HelpMarkdown>
        <Data />
        <HelpMarkdown>{after}</HelpMarkdown>
      </article>
      <HelpContactsFooter />
    </Stack>
  );
}
