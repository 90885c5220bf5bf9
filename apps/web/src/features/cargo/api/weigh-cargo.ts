import type { Cargo, StaffCargoWeighInput } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useDeskMutation } from './staff-cargo-mutation';

/** PUT /api/staff/cargo/{id}/weigh: weight and volume; the server prices the cargo (20 → 33). */
export const useWeighCargo = () =>
  useDeskMutation(({ id, input }: { id: number; input: StaffCargoWeighInput }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/weigh`, input),
  );
