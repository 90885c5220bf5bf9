import { Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UI_LABELS } from '../config/uiLabels';
import { SupportContacts } from './SupportContacts';

export interface UpcomingSectionProps {
  title: string;
  /** What the section is for, in a sentence or two. */
  lead: ReactNode;
  /** What the section will let the customer do. */
  coming: readonly string[];
  /** What to do today instead: through support. */
  meanwhile: ReactNode;
  /** Extra content under the contacts (links to what already exists). */
  children?: ReactNode;
}

/**
 * A cabinet section the sidebar already names but whose own pages are not built yet: it says what the section will
 * do and how to get it done today through support, so the link never ends on «Страница не найдена».
 */
export function UpcomingSection({ title, lead, coming, meanwhile, children }: UpcomingSectionProps) {
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {lead}
        </Text>
      </div>
      <Card component="section" aria-label="Что появится в разделе">
        <Title order={2} size="h4" mb="sm">
          Раздел готовится
        </Title>
        <List spacing="xs" size="sm">
          {coming.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Card>
      <Card component="section" aria-label={UI_LABELS.support}>
        <Stack gap="md">
          <Title order={2} size="h4">
            А пока — через службу поддержки
          </Title>
          <Text size="sm">{meanwhile}</Text>
          <SupportContacts />
          <div>
            <Button
              component={Link}
              to={{ search: '?request-support=true' }}
              leftSection={<IconHeadset size={18} aria-hidden />}
            >
              {UI_LABELS.contactSupport}
            </Button>
          </div>
          {children}
        </Stack>
      </Card>
    </Stack>
  );
}
