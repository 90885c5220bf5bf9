import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { REFERENCE_MESSAGES } from '@cargo/domain';
import { notifyError } from '../../../../shared/ui/notify';
import { useDeliveryTariffs } from '../../../../shared/reference/tariffs';
import { useVerifiedRecipients } from '../../../recipients';
import type { GoodFormApi } from '../goodFormValues';

/**
 * What the one-click parcel may choose from, in order: confirmed recipients, then the tariffs of the chosen
 * recipient's country (only those taking dangerous goods when the good is one), then that tariff's addresses.
 */
export function useOneClickChoices(form: GoodFormApi, dangerous?: boolean) {
  const { control } = form;
  const recipients = useVerifiedRecipients();
  const recipientId = useWatch({ control, name: 'parcelData.recipientId' });
  const tariffId = useWatch({ control, name: 'parcelData.deliveryTransportId' });
  const goodDangerous = Boolean(useWatch({ control, name: 'goods.0.isDangerous' }));
  const isDangerous = dangerous ?? goodDangerous;
  const recipient = recipients.data?.find((item) => item.id === recipientId) ?? null;
  const tariffs = useDeliveryTariffs(recipient?.countryCode ?? null, isDangerous);
  const tariff = tariffs.data?.find((item) => item.id === tariffId) ?? null;

  useEffect(() => {
    if (tariffs.isError) notifyError(REFERENCE_MESSAGES.tariffLoadFailed);
  }, [tariffs.isError]);

  return { recipients, recipient, tariffs, tariff, isDangerous };
}

export type OneClickChoices = ReturnType<typeof useOneClickChoices>;

/** Keeps a field's dependants valid: a new recipient or tariff clears what was chosen after it. */
export const validateOptions = (form: GoodFormApi) => ({
  shouldDirty: true,
  shouldValidate: form.formState.isSubmitted,
});
