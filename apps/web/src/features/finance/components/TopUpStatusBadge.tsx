import { TOP_UP_STATUS, TOP_UP_STATUS_TITLE, type TopUpStatusId } from '@cargo/domain';
import { Badge } from '@mantine/core';

const COLOR: Record<TopUpStatusId, string> = {
  [TOP_UP_STATUS.CREATED]: 'gray',
  [TOP_UP_STATUS.PENDING]: 'yellow',
  [TOP_UP_STATUS.SUCCEEDED]: 'green',
  [TOP_UP_STATUS.FAILED]: 'red',
  [TOP_UP_STATUS.REFUNDED]: 'grape',
  [TOP_UP_STATUS.REFUND_PENDING]: 'orange',
  [TOP_UP_STATUS.EXPIRED]: 'gray',
  [TOP_UP_STATUS.CANCELED]: 'gray',
  [TOP_UP_STATUS.PARTLY_CREDITED]: 'lime',
};

/** A top-up's status; `title` names it in another language (the desk's, decision 066), the colours stay. */
export function TopUpStatusBadge({ statusId, title }: { statusId: number; title?: string }) {
  const id = statusId as TopUpStatusId;
  return (
    // As wide as its title: a failure reason under it must not squeeze «ЗАЧИСЛЕН» into «ЗАЧ…».
    <Badge variant="light" color={COLOR[id] ?? 'gray'} style={{ minWidth: 'max-content' }}>
      {title ?? TOP_UP_STATUS_TITLE[id] ?? statusId}
    </Badge>
  );
}

export const TOP_UP_METHOD_TITLE = { card: 'Банковская карта', crypto: 'Криптовалюта' } as const;
