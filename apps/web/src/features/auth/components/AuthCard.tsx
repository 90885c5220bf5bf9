import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', xs: 'xl' }} maw={460} mx="auto" w="100%">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h3">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" size="sm" mt={6}>
              {description}
            </Text>
          )}
        </div>
        {children}
        {footer && (
          <Text size="sm" ta="center" c="dimmed">
            {footer}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
