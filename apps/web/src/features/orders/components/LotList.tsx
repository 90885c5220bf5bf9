import { type OrderUnit, ORDER_UNIT_STATUS } from '@cargo/domain';
import { Stack } from '@mantine/core';
import { lotsAwaitingFirst } from '../model/lots';
import { LotHeader, LotRow } from './LotRow';
import { PriceConfirmation } from './PriceConfirmation';
import type { useLotActions } from './useLotActions';

interface LotListProps {
  label: string;
  lots: readonly OrderUnit[];
  actions: ReturnType<typeof useLotActions>;
}

/** Lots, those awaiting price confirmation first with their «Согласовать» / «Отменить». */
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
        </LotRow>
      ))}
    </Stack>
  );
}
