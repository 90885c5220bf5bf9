import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../api/ApiError';
import { useDeskT } from './i18n';

/** The object's number in a desk page's address (`/staff/parcels/:id`), or null when it is no number. */
export function useDeskObjectId(): number | null {
  const { id } = useParams();
  return /^\d{1,10}$/.test(id ?? '') && Number(id) > 0 ? Number(id) : null;
}

export interface DeskObjectPageProps {
  back: { to: string; label: string };
  /** The page's loading state: the object's query. */
  loading: boolean;
  /** Why the object is not shown (not found, a refusal), or null. */
  error: unknown;
  errorFallback: string;
  title?: ReactNode;
  /** Under the title: its status (a badge and the reason the customer sees). */
  status?: ReactNode;
  /** The actions its status and the member's roles allow. */
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * An object's desk page (decision 050): a way back to its desk, its title and status, the actions it allows, then
 * its sections (data, what it is linked to, its tickets, its history). One column on a phone.
 */
export function DeskObjectPage(props: DeskObjectPageProps) {
  const { t } = useDeskT('shell');
  const back = (
    <Anchor component={Link} to={props.back.to} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden /> {props.back.label}
      </Group>
    </Anchor>
  );
  if (props.loading) {
    return (
      <Stack gap="md" aria-busy="true" aria-label={t('loading')}>
        {back}
        <Skeleton height={48} width="50%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (props.error) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="red" role="alert">
          {errorMessage(props.error, props.errorFallback)}
        </Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={1100}>
      {back}
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {props.title}
          </Title>
          {props.status && <div>{props.status}</div>}
        </Stack>
        {props.actions && (
          <Group gap="xs" wrap="wrap" role="group" aria-label={t('actions')}>
            {props.actions}
          </Group>
        )}
      </Group>
      {props.children}
    </Stack>
  );
}

/** One section of a desk page: a titled card. */
export function DeskSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="md" component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The object's data as a list of named values: two columns on a wide screen, one on a phone. */
export function DeskFacts({ facts }: { facts: Array<{ label: string; value: ReactNode } | false | null> }) {
  const shown = facts.filter((fact): fact is { label: string; value: ReactNode } => Boolean(fact));
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
      {shown.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value ?? '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
