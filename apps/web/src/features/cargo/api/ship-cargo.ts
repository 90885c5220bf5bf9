import type { Cargo, StaffCargoShipInput } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useDeskMutation } from './staff-cargo-mutation';

/** PUT /api/staff/cargo/{id}/ship: a paid cargo leaves with its outgoing track (40 → 50). */
export const useShipCargo = () =>
  useDeskMutation(({ id, input }: { id: number; input: StaffCargoShipInput }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/ship`, input),
  );
