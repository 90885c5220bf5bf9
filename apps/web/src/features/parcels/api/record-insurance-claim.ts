import type { ApprovalPending, InsuranceClaimInput, ParcelDetails } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/apiClient';

/** POST /api/staff/parcels/{id}/insurance-claim: the refund of an insured shipped parcel, once. */
export function useRecordInsuranceClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: InsuranceClaimInput }) =>
      apiClient.post<ParcelDetails | ApprovalPending>(`/staff/parcels/${id}/insurance-claim`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['staff', 'parcels'] }),
  });
}
