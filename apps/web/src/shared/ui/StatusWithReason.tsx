import { Badge, Text } from '@mantine/core';

/** A desk table's status cell: the status as a badge, and under it the reason the customer sees, when there is one. */
export function StatusWithReason({ title, reason }: { title: string; reason?: string | null }) {
  return (
    <>
      {/* As wide as its title: a reason under it must not squeeze «НА КОМПЛЕКТАЦИИ» into «НА КОМП…». */}
      <Badge variant="light" style={{ minWidth: 'max-content' }}>
        {title}
      </Badge>
      {reason && (
        <Text size="xs" c="red">
          {reason}
        </Text>
      )}
    </>
  );
}
