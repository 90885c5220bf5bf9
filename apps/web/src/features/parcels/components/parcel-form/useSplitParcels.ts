import {
  PARCEL_MESSAGES,
  type ParcelDetails,
  type ParcelOrderInput,
  type SplitProposal,
} from '@cargo/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../../shared/ui/notify';
import { useCreateParcel, useUpdateParcel } from '../../api/save-parcel';
import { type Estimate, type EstimateInput, splitProposal } from '../../model/estimate';
import { parcelsPath } from '../../model/sections';

/**
 * The split proposal of the order form as it stands, the same on every path — a new parcel (/parcels/create), an
 * edited request, a virtual parcel's «Оформить посылку» (/parcels/edit?id=…): only when the goods exceed the
 * duty-free allowance and the tariff, package, country and rates are known.
 */
export function formSplitProposal(input: EstimateInput, estimate: Estimate): SplitProposal | null {
  const { deliveryTransportId, packageTypeId, countryCode, rates } = input;
  if (!estimate.customs || estimate.customs.within) return null;
  if (deliveryTransportId === null || packageTypeId === null || countryCode === null || !rates) return null;
  return splitProposal({ ...input, deliveryTransportId, packageTypeId, countryCode, rates });
}

const partName = (name: string, index: number, count: number) =>
  `${name} (${index + 1}/${count})`.slice(0, 60);

/**
 * «Создать N посылки»: the proposed groups become parcels with the form's recipient, tariff, address and package.
 * An edited parcel (a virtual one included) keeps the first group — its other goods go back to the shelf — and
 * the rest become new requests; on /parcels/create every group is a new request.
 */
export function useSplitParcels(parcel: ParcelDetails | null) {
  const navigate = useNavigate();
  const create = useCreateParcel();
  const update = useUpdateParcel(parcel?.id ?? 0);
  const [splitting, setSplitting] = useState(false);

  const split = async (input: ParcelOrderInput, groups: number[][]) => {
    setSplitting(true);
    try {
      for (const [index, goodsIds] of groups.entries()) {
        const order = { ...input, goodsIds, name: partName(input.name, index, groups.length) };
        if (parcel && index === 0) {
          await update.mutateAsync(order);
          notifySuccess(PARCEL_MESSAGES.updated);
        } else {
          const answer = await create.mutateAsync(order);
          notifySuccess(PARCEL_MESSAGES.created(answer.id));
        }
      }
      void navigate(parcelsPath('inwork'));
    } catch (error) {
      notifyError(errorMessage(error, parcel ? PARCEL_MESSAGES.updateFailed : PARCEL_MESSAGES.addFailed));
    } finally {
      setSplitting(false);
    }
  };
  return { splitting, split };
}
