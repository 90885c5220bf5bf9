import type { ApprovalPending, InsuranceClaimInput, ParcelDetails } from '@cargo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';
import { useAction } from '../../../shared/api/useAction';

/** POST /api/staff/parcels/{id}/insurance-claim: the refund of an insured shipped parcel, once. */
export function useRecordInsuranceClaim() {
  const queryClient = useQueryClient();
  return useAction({
    mutationFn: ({ id, input }: { id: number; input: InsuranceClaimInput }) =>
      apiClient.post<ParcelDetails | ApprovalPending>(`/staff/parcels/${id}/insurance-claim`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'parcels'] }),
  });
}
