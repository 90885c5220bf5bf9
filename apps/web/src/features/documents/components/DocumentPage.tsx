import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** Both documents were last revised together; a new revision changes this one line. */
export const DOCUMENTS_EDITION = 'Редакция от 1 ноября 2026 года';

export interface DocumentSection {
  title: string;
  paragraphs?: string[];
  items?: string[];
}

interface DocumentPageProps {
  title: string;
  edition: string;
  intro: string;
  sections: DocumentSection[];
}

/** A legal document of the service, numbered by section. */
export function DocumentPage({ title, edition, intro, sections }: DocumentPageProps) {
  return (
    <Container size="md" px={0}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <div>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {edition}
            </Text>
          </div>
          <Text>{intro}</Text>
          {sections.map((section, index) => (
            <Stack key={section.title} gap="xs" component="section">
              <Title order={2} size="h4">
                {index + 1}. {section.title}
              </Title>
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph} size="sm" lh={1.65}>
                  {paragraph}
                </Text>
              ))}
              {section.items && (
                <List size="sm" spacing={4} withPadding>
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
          <Text size="sm" c="dimmed">
            См. также:{' '}
            <Anchor component={Link} to="/documents/privacy-policy" size="sm">
              Политика конфиденциальности
            </Anchor>
            {' · '}
            <Anchor component={Link} to="/documents/terms" size="sm">
              Пользовательское соглашение
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
