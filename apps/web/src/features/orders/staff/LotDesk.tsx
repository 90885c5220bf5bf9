import type { StaffLot } from '@cargo/domain';
import { type ReactNode, useState } from 'react';
import { useStaffActions } from '../../staff';
import { CancelLotModal } from './CancelLotModal';
import { LotActions, type LotDialog } from './LotActions';
import { PurchaseLotModal } from './PurchaseLotModal';
import { RaisePriceModal } from './RaisePriceModal';
import { TransferLotModal } from './TransferLotModal';

/**
 * The buyer's desk's steps for the queue or a lot's page: the buttons a lot's status and the member's roles allow
 * (`useStaffActions`), and one set of dialogs the page renders once.
 */
export function useLotDesk(): { buttons: (lot: StaffLot) => ReactNode; dialogs: ReactNode } {
  const staffActions = useStaffActions();
  const [dialog, setDialog] = useState<LotDialog | null>(null);
  const close = () => setDialog(null);
  const lotFor = (kind: LotDialog['kind']) => (dialog?.kind === kind ? dialog.lot : null);
  const buttons = (lot: StaffLot) => (
    <LotActions
      lot={lot}
      actions={staffActions('orderUnit', lot.statusId)}
      onOpen={(kind) => setDialog({ kind, lot })}
    />
  );
  const dialogs = (
    <>
      <RaisePriceModal
        key={`raise-${lotFor('raise')?.id ?? 0}`}
        lot={lotFor('raise')}
        figures={dialog?.figures}
        onClose={close}
      />
      <PurchaseLotModal
        key={`purchase-${lotFor('purchase')?.id ?? 0}`}
        lot={lotFor('purchase')}
        onClose={close}
        onRaisePrice={(lot, figures) => setDialog({ kind: 'raise', lot, figures })}
      />
      <TransferLotModal
        key={`transfer-${lotFor('transfer')?.id ?? 0}`}
        lot={lotFor('transfer')}
        onClose={close}
      />
      <CancelLotModal key={`cancel-${lotFor('cancel')?.id ?? 0}`} lot={lotFor('cancel')} onClose={close} />
    </>
  );
  return { buttons, dialogs };
}
