import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled group of form fields (a fieldset with its legend). */
export function FieldSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <div>
        <Title order={3} size="h5" component="legend">
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {children}
    </Stack>
  );
}
