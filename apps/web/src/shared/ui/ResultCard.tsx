import { Paper, Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** An outcome page's card (a payment's, a recipient link's): a big icon, a title and what to do next. */
export function ResultCard({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" w="100%">
      <Stack align="center" ta="center" gap="md" role="status">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
