import { allowedActions, PARCEL_MESSAGES, type ParcelListRow } from '@cargo/domain';
import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { parcelPath } from '../model/sections';

/**
 * «Задачи» of a parcel row (a 100 px column: short words, the whole sentence in the title): what the customer has
 * to do now. «Оплатить» for a weighed parcel; for a request, the way to send it to assembly — except a one-click
 * parcel, which goes there by itself when the warehouse receives its good, and says so.
 */
export function ParcelTask({
  row,
  onPay,
  paying,
}: {
  row: ParcelListRow;
  onPay: (row: ParcelListRow) => void;
  paying: boolean;
}) {
  const actions = allowedActions('parcel', 'customer', row.statusId);
  if (actions.includes('pay'))
    return (
      <Button size="compact-xs" color="orange" loading={paying} onClick={() => onPay(row)}>
        Оплатить
      </Button>
    );
  if (!actions.includes('sendOnAssembly')) return null;
  if (row.oneClick)
    return (
      <Text span size="xs" c="dimmed" title={PARCEL_MESSAGES.oneClickWaitsForGood}>
        {PARCEL_MESSAGES.oneClickWaitsForGoodShort}
      </Text>
    );
  return (
    <Anchor
      component={Link}
      to={parcelPath(row.id)}
      size="xs"
      title={PARCEL_MESSAGES.sendOnAssemblyTask}
      aria-label={PARCEL_MESSAGES.sendOnAssemblyTask}
    >
      {PARCEL_MESSAGES.sendOnAssemblyTaskShort}
    </Anchor>
  );
}
