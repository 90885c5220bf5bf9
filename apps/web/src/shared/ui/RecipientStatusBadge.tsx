import { RECIPIENT_STATUS_TITLE, type RecipientStatusId } from '@cargo/domain';
import { Badge } from '@mantine/core';

const STATUS_COLOR: Record<RecipientStatusId, string> = {
  1: 'yellow',
  2: 'green',
  3: 'red',
  4: 'gray',
};

/** `title`: the status's name in the desk's language (decision 066); the domain's Russian otherwise. */
export function RecipientStatusBadge({ statusId, title }: { statusId: RecipientStatusId; title?: string }) {
  return (
    <Badge color={STATUS_COLOR[statusId] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
      {title ?? RECIPIENT_STATUS_TITLE[statusId] ?? '—'}
    </Badge>
  );
}
