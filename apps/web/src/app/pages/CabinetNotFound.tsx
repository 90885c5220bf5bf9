import { CabinetLayout } from '../layout/CabinetLayout';
import { NotFoundPage } from './NotFoundPage';

/** "Not found" inside the cabinet shell, for an address a customer may not open (the staff desk). */
export function CabinetNotFound() {
  return (
    <CabinetLayout>
      <NotFoundPage />
    </CabinetLayout>
  );
}
