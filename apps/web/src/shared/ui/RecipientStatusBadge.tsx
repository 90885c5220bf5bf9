import { RECIPIENT_STATUS_TITLE, type RecipientStatusId } from '@cargo/domain';
import { Badge } from '@mantine/core';

const STATUS_COLOR: Record<RecipientStatusId, string> = {
  1: 'yellow',
  2: 'green',
  3: 'red',
  4: 'gray',
};

export function RecipientStatusBadge({ statusId }: { statusId: RecipientStatusId }) {
  return (
    <Badge color={STATUS_COLOR[statusId] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {RECIPIENT_STATUS_TITLE[statusId] ?? '—'}
    </Badge>
  );
}
