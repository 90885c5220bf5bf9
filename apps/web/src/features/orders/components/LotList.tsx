import { LOT_CANCEL_MESSAGES, type OrderUnit, ORDER_UNIT_STATUS, refundedOfCanceledLot } from '@cargo/domain';
import { Stack, Text } from '@mantine/core';
import { lotsAwaitingFirst } from '../model/lots';
import { LotHeader, LotRow } from './LotRow';
import { PriceConfirmation } from './PriceConfirmation';
import type { useLotActions } from './useLotActions';

interface LotListProps {
  label: string;
  lots: readonly OrderUnit[];
  actions: ReturnType<typeof useLotActions>;
}

/** A cancelled lot says whether its payment came back: only a lot that had been paid had any (decision 027). */
function CanceledLotNote({ lot }: { lot: OrderUnit }) {
  const refunded = refundedOfCanceledLot(lot);
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {refunded === null ? LOT_CANCEL_MESSAGES.neverPaid : LOT_CANCEL_MESSAGES.refunded(refunded)}
    </Text>
  );
}

/**
 * Lots, those awaiting price confirmation first with their «Согласовать» / «Отменить», a cancelled one with what
 * became of its payment.
 */
export function LotList({ label, lots, actions }: LotListProps) {
  return (
    <Stack gap={6} role="list" aria-label={label}>
      <LotHeader />
      {lotsAwaitingFirst(lots).map((lot) => (
        <LotRow key={lot.id} lot={lot}>
          {lot.statusId === ORDER_UNIT_STATUS.PRICE_CONFIRMATION && (
            <PriceConfirmation
              lot={lot}
              onConfirm={() => actions.confirmPrice(lot)}
              onCancel={() => actions.cancelLots(lot.orderId, [lot])}
              confirming={actions.confirmingId === lot.id}
              cancelling={actions.cancelling}
            />
          )}
          {lot.statusId === ORDER_UNIT_STATUS.CANCELED && <CanceledLotNote lot={lot} />}
        </LotRow>
      ))}
    </Stack>
  );
}
