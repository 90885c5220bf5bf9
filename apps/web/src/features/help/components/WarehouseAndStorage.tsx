import { StorageTermsNote } from '../../../shared/ui/StorageTermsNote';
import { WarehouseAddressCard } from './WarehouseAddressCard';

/** The help's warehouse page: where to send goods, and how long they are kept free (decision 052). */
export function WarehouseAndStorage() {
  return (
    <>
      <WarehouseAddressCard />
      <StorageTermsNote my="md" />
    </>
  );
}
