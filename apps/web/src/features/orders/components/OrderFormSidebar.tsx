import type { Decimal } from '@cargo/domain';
import { Button, Stack } from '@mantine/core';
import type { OrderFormApi } from './orderFormTypes';
import { OrderTotals } from './OrderTotals';
import { ShortfallOffer } from './ShortfallOffer';

export type OrderIntent = 'save' | 'send';

/**
 * The order forms' right column (the buyout order and the ready order): the running total, the top-up offer after
 * a 402, «Сохранить» and «Сохранить и отправить на закупку», each loading while its own intent runs.
 */
export function OrderFormSidebar({
  form,
  commissionPercent,
  shortfall,
  onCloseShortfall,
  busy,
  intent,
  onSubmit,
}: {
  form: OrderFormApi;
  commissionPercent: Decimal | null;
  shortfall: string | null;
  onCloseShortfall: () => void;
  busy: boolean;
  intent: OrderIntent | null;
  onSubmit: (intent: OrderIntent) => void;
}) {
  return (
    <Stack gap="md" style={{ position: 'sticky', top: 16 }}>
      <OrderTotals form={form} commissionPercent={commissionPercent} />
      {shortfall && <ShortfallOffer message={shortfall} onClose={onCloseShortfall} />}
      <Button
        variant="default"
        loading={busy && intent === 'save'}
        disabled={busy}
        onClick={() => onSubmit('save')}
      >
        Сохранить
      </Button>
      <Button
        h="auto"
        mih={36}
        py={8}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
        loading={busy && intent === 'send'}
        disabled={busy}
        onClick={() => onSubmit('send')}
      >
        Сохранить и отправить на закупку
      </Button>
    </Stack>
  );
}
