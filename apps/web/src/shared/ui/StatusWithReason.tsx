import { Badge, Text } from '@mantine/core';

/** A desk table's status cell: the status as a badge, and under it the reason the customer sees, when there is one. */
export function StatusWithReason({ title, reason }: { title: string; reason?: string | null }) {
  return (
    <>
      <Badge variant="light">{title}</Badge>
      {reason && (
        <Text size="xs" c="red">
          {reason}
        </Text>
      )}
    </>
  );
}
