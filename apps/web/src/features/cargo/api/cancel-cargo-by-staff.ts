import type { Cargo } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useDeskMutation } from './staff-cargo-mutation';

/** PUT /api/staff/cargo/{id}/cancel: an unpaid cargo is called off with a reason the customer sees. */
export const useCancelCargoByStaff = () =>
  useDeskMutation(({ id, reason }: { id: number; reason: string }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/cancel`, { reason }),
  );
