import { TOP_UP_STATUS, type TopUpStatusId } from '@cargo/domain';
import { Badge } from '@mantine/core';
import { useStatusTitle } from '../../../shared/staff/i18n';

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

/**
 * The desk's twin of the cabinet's TopUpStatusBadge (decision 066): the same colours, the status named in the desk's
 * language. Follow-up: a `title` prop on TopUpStatusBadge would let the desk reuse it.
 */
export function DeskTopUpStatusBadge({ statusId }: { statusId: number }) {
  const statusTitle = useStatusTitle();
  return (
    // As wide as its title: a failure reason under it must not squeeze «ЗАЧИСЛЕН» into «ЗАЧ…».
    <Badge
      variant="light"
      color={COLOR[statusId as TopUpStatusId] ?? 'gray'}
      style={{ minWidth: 'max-content' }}
    >
      {statusTitle('topUp', statusId)}
    </Badge>
  );
}
