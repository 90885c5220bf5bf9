import type { Cargo } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useDeskMutation } from './staff-cargo-mutation';

/** PUT /api/staff/cargo/{id}/receive: 10 → 20. */
export const useReceiveCargo = () =>
  useDeskMutation((id: number) => apiClient.put<Cargo>(`/staff/cargo/${id}/receive`));
