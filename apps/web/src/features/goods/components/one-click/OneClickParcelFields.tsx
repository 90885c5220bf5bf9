import { PARCEL_MESSAGES } from '@cargo/domain';
import { Alert, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconPackage } from '@tabler/icons-react';
import type { GoodFormApi } from '../goodFormValues';
import { OneClickDeliveryFields } from './OneClickDeliveryFields';
import { OneClickRecipientFields } from './OneClickRecipientFields';
import { ParcelPackageField } from './ParcelPackageField';
import { ParcelInsuranceField } from './ParcelInsuranceField';
import { ParcelServicesField } from './ParcelServicesField';
import { useOneClickChoices } from './useOneClickChoices';

interface OneClickParcelFieldsProps {
  /** A form holding the parcel at `parcelData` (the good form, or the ready order form at the same paths). */
  form: GoodFormApi;
  /** Whether the goods are dangerous, when the form does not hold them at `goods.0` (a ready order's lot). */
  isDangerous?: boolean;
  /** «Страховка»: the ready order does not carry it (its parcel is made at the buyer's transfer). */
  withInsurance?: boolean;
}

/**
 * «Посылка в один клик»: the parcel the good goes on in (spec section 2). Recipient first (confirmed ones
 * only), then a tariff of the recipient's country, then an address that tariff delivers to.
 */
export function OneClickParcelFields({ form, isDangerous, withInsurance = true }: OneClickParcelFieldsProps) {
  const errors = form.formState.errors.parcelData;
  const choices = useOneClickChoices(form, isDangerous);

  return (
    <Card component="section" aria-labelledby="one-click-title">
      <Stack gap="md">
        <Group gap="xs">
          <IconPackage size={22} stroke={1.6} />
          <Title order={2} size="h4" id="one-click-title">
            Посылка в один клик
          </Title>
        </Group>
        <Text size="sm" c="dimmed" mt={-8}>
          {PARCEL_MESSAGES.oneClickPromise}
        </Text>

        <TextInput
          label="Название посылки"
          withAsterisk
          maxLength={60}
          placeholder="Кроссовки для Ивана"
          error={errors?.nameOfTheProduct?.message}
          {...form.register('parcelData.nameOfTheProduct')}
        />
        <OneClickRecipientFields form={form} choices={choices} />
        <OneClickDeliveryFields form={form} choices={choices} />
        <ParcelPackageField form={form} />
        <ParcelServicesField form={form} />
        {withInsurance && <ParcelInsuranceField form={form} />}

        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
          {PARCEL_MESSAGES.priceMayChange}
        </Alert>
      </Stack>
    </Card>
  );
}
