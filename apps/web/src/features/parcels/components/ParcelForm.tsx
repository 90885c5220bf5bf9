import { PARCEL_MESSAGES, parcelOrderSchema, type Good, type ParcelDetails } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useDeliveryTariffs } from '../../../shared/reference/tariffs';
import { useParcelServices } from '../../../shared/reference/additionalServices';
import { useCurrencyRates } from '../../finance';
import { useFreeGoods } from '../../goods';
import { useVerifiedRecipients } from '../../recipients';
import { useCreateParcel, useUpdateParcel } from '../api/save-parcel';
import { estimateParcel, type EstimateInput } from '../model/estimate';
import { CLOSE_AFTER_UPDATE_MS } from '../model/messages';
import { parcelPath } from '../model/sections';
import { CustomsGauge, gaugeOf } from './CustomsGauge';
import { useInsuranceTerms } from '../../../shared/reference/insuranceTerms';
import { EstimateCard } from './parcel-form/EstimateCard';
import { InsuranceCheckbox } from './parcel-form/InsuranceCheckbox';
import { initialValues, numberOrNull, SERVER_FIELDS, type FormValues } from './parcel-form/formValues';
import { GoodsChoiceCard } from './parcel-form/GoodsChoiceCard';
import { PackageServicesCard } from './parcel-form/PackageServicesCard';
import { RecipientDeliveryCard } from './parcel-form/RecipientDeliveryCard';
import { formSplitProposal, useSplitParcels } from './parcel-form/useSplitParcels';
import { SplitProposalCard } from './SplitProposalCard';

/**
 * The parcel order form (spec section 3): goods from the shelf, the customs recipient, the tariff of the
 * recipient's country, an address that tariff delivers to, box or bag with crating, the parcel's services; the
 * price estimate, the customs gauge and the split proposal follow every change (the domain's pricing, customs and
 * split functions), on every path to the form.
 */
export function ParcelForm({
  parcel,
  initialWeightKg,
  prefill,
  preferredPvzCode = null,
}: {
  parcel: ParcelDetails | null;
  /** The weight typed on the virtual parcel's summary, carried by «Оформить посылку» (`&weight=`). */
  initialWeightKg?: number | null;
  /** A new parcel's tariff, packaging and services carried from the calculator (`orderPrefillFromSearch`). */
  prefill?: Partial<FormValues>;
  /** The calculator's pickup point: the customer's address with it is chosen once a tariff is. */
  preferredPvzCode?: string | null;
}) {
  const navigate = useNavigate();
  const shelf = useFreeGoods();
  const recipients = useVerifiedRecipients();
  const services = useParcelServices();
  const rates = useCurrencyRates();
  const insuranceTerms = useInsuranceTerms();
  const create = useCreateParcel();
  const update = useUpdateParcel(parcel?.id ?? 0);
  const [expectedWeight, setExpectedWeight] = useState<number>(initialWeightKg ?? 1);
  const form = useForm<FormValues>({
    resolver: zodResolver(parcelOrderSchema) as never,
    defaultValues: { ...initialValues(parcel), ...prefill },
  });
  const { control, handleSubmit, setError } = form;
  const values = useWatch({ control });

  const recipient = (recipients.data ?? []).find((item) => item.id === values.recipientId) ?? null;
  const countryCode = recipient?.countryCode ?? recipient?.country?.code ?? null;
  // The edited parcel's own goods are choosable next to the shelf's goods no parcel holds.
  const goodsById = new Map<number, Good>();
  for (const good of parcel?.goods ?? []) goodsById.set(good.id, good);
  for (const good of shelf.data?.data ?? []) goodsById.set(good.id, good);
  const choosable = [...goodsById.values()];
  const chosen = choosable.filter((good) => (values.goodsIds ?? []).includes(good.id));
  const isDangerous = chosen.some((good) => good.isDangerous);
  const tariffs = useDeliveryTariffs(countryCode, isDangerous);
  const tariff = (tariffs.data ?? []).find((item) => item.id === values.deliveryTransportId) ?? null;

  const estimateInput: EstimateInput = {
    goods: chosen,
    deliveryTransportId: numberOrNull(values.deliveryTransportId),
    countryCode,
    weightKg: expectedWeight,
    packageTypeId: numberOrNull(values.parcelPackageTypeId),
    withCrating: values.withCrating ?? false,
    additionalServicesIds: (values.additionalServicesIds ?? []).filter(
      (id): id is number => typeof id === 'number',
    ),
    rates: rates.data,
    insurance: values.insured ? (insuranceTerms.data ?? null) : null,
  };
  const estimate = estimateParcel(estimateInput);
  // One form, one proposal: the same on /parcels/create and on an edited (or virtual) parcel.
  const proposal = formSplitProposal(estimateInput, estimate);
  const { splitting, split } = useSplitParcels(parcel);
  const createSplit = (groups: number[][]) => void handleSubmit((input) => split(input, groups))();

  const pending = create.isPending || update.isPending || splitting;
  const submit = handleSubmit((input) => {
    const onError = (error: unknown) => {
      applyServerErrors(error, setError, SERVER_FIELDS);
      notifyError(errorMessage(error, parcel ? PARCEL_MESSAGES.updateFailed : PARCEL_MESSAGES.addFailed));
    };
    if (parcel) {
      update.mutate(input, {
        onSuccess: () => {
          notifySuccess(PARCEL_MESSAGES.updated);
          setTimeout(() => void navigate(parcelPath(parcel.id)), CLOSE_AFTER_UPDATE_MS);
        },
        onError,
      });
    } else {
      create.mutate(input, {
        onSuccess: (answer) => {
          notifySuccess(PARCEL_MESSAGES.created(answer.id));
          void navigate(parcelPath(answer.id));
        },
        onError,
      });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <GoodsChoiceCard control={control} choosable={choosable} loading={shelf.isPending} />

          <RecipientDeliveryCard
            form={form}
            values={values}
            recipients={recipients}
            recipient={recipient}
            tariffs={tariffs}
            tariff={tariff}
            preferredPvzCode={preferredPvzCode}
          />

          <PackageServicesCard control={control} services={services.data} />
          <InsuranceCheckbox control={control} terms={insuranceTerms.data} price={estimate.price} />
        </Stack>

        <Stack gap="md">
          <EstimateCard
            estimate={estimate}
            expectedWeight={expectedWeight}
            setExpectedWeight={setExpectedWeight}
          />
          <Card withBorder radius="lg">
            <Title order={2} size="h4" mb="sm">
              Таможенный лимит
            </Title>
            {estimate.customs && estimate.declaredValueEur !== null ? (
              <CustomsGauge customs={gaugeOf(estimate.customs, estimate.declaredValueEur, expectedWeight)} />
            ) : (
              <Text size="sm" c="dimmed">
                Выберите товары и получателя.
              </Text>
            )}
          </Card>
          {proposal?.isSplit && (
            <SplitProposalCard
              proposal={proposal}
              goods={chosen}
              creating={splitting}
              onCreate={createSplit}
            />
          )}
          {(create.isError || update.isError) && (
            <Alert color="red">
              {errorMessage(
                create.error ?? update.error,
                parcel ? PARCEL_MESSAGES.updateFailed : PARCEL_MESSAGES.addFailed,
              )}
            </Alert>
          )}
          <Button type="submit" size="md" loading={pending}>
            {parcel ? 'Сохранить посылку' : 'Создать посылку'}
          </Button>
        </Stack>
      </SimpleGrid>
    </form>
  );
}
