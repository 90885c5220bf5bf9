import type { Address } from '@cargo/domain';
import { Modal } from '@mantine/core';
import { useFullScreenModal } from '../../../shared/ui/useFullScreenModal';
import { AddressForm } from './AddressForm';

interface AddressDialogProps {
  opened: boolean;
  /** The address to edit; null to create a new one. */
  address: Address | null;
  onClose: () => void;
  onSaved?: (address: Address) => void;
}

/** Creates or edits an address; closes after the answer, whatever it is (spec section 8). */
export function AddressDialog({ opened, address, onClose, onSaved }: AddressDialogProps) {
  const fullScreen = useFullScreenModal();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={address ? 'Изменение адреса' : 'Новый адрес'}
      size="lg"
      fullScreen={fullScreen}
    >
      {opened && (
        <AddressForm key={address?.id ?? 'new'} address={address} onDone={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}
