import type { Cargo } from '@cargo/domain';
import { apiClient } from '../../../shared/api/apiClient';
import { useDeskMutation } from './staff-cargo-mutation';

/** PUT /api/staff/cargo/{id}/cancel-with-refund: a paid cargo is cancelled and its payment refunded (40 → 800). */
export const useCancelCargoWithRefund = () =>
  useDeskMutation(({ id, reason }: { id: number; reason: string }) =>
    apiClient.put<Cargo>(`/staff/cargo/${id}/cancel-with-refund`, { reason }),
  );
