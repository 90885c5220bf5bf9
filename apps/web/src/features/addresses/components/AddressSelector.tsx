import {
  addressesForTariff,
  DELIVERY_METHOD_TITLE,
  formatAddressLine,
  REFERENCE_MESSAGES,
  type Address,
  type TariffRef,
} from '@cargo/domain';
import { Alert, Button, Group, Input, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconMapPinPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useActiveAddresses } from '../api';
import { addressTitle } from './AddressCard';
import { AddressDialog } from './AddressDialog';
import { OperatorIcon } from './operators';
import classes from './ChoiceCard.module.css';

/** The shape `addressesForTariff` reads, with the address itself. */
function forRules(address: Address) {
  return {
    item: address,
    city: address.city,
    address: address.address,
    createDate: address.create_date,
    countryCode: address.country.code,
    lastMileOperatorId: address.lastMileOperator.id,
    lastMileDeliveryMethodId: address.lastMileDeliveryMethod.id,
  };
}

export interface AddressSelectorProps {
  /** The chosen delivery tariff: limits the addresses by the delivery rules (null: no tariff yet). */
  tariff: TariffRef | null;
  value: number | null;
  onChange: (address: Address | null) => void;
  label?: string;
  error?: string;
  /** A pickup point to choose when nothing is chosen and the customer has an address with it (the calculator's). */
  preferredPvzCode?: string | null;
}

/**
 * Picks one of the customer's addresses for a parcel: only those the tariff can deliver to
 * (`addressesForTariff`), each with its operator's icon, and «Создать новый» to add one on the spot.
 */
export function AddressSelector({
  tariff,
  value,
  onChange,
  label = 'Адрес доставки',
  error,
  preferredPvzCode = null,
}: AddressSelectorProps) {
  const addresses = useActiveAddresses();
  const [creating, setCreating] = useState(false);
  const usable = addressesForTariff(
    (addresses.data?.data ?? []).filter((address) => !address.isDobropozin).map(forRules),
    tariff,
  ).map((entry) => entry.item);
  const preferred = preferredPvzCode
    ? usable.find((address) => address.pvzCode === preferredPvzCode)
    : undefined;
  useEffect(() => {
    if (value === null && preferred) onChange(preferred);
  }, [value, preferred, onChange]);

  let body;
  if (addresses.isPending) body = <Skeleton height={72} />;
  else if (addresses.isError) {
    body = <Alert color="red">{errorMessage(addresses.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  } else if (usable.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        Нет адресов, подходящих для этого тарифа. Создайте новый.
      </Text>
    );
  } else {
    body = (
      <Radio.Group
        value={value === null ? null : String(value)}
        onChange={(id) => onChange(usable.find((address) => String(address.id) === id) ?? null)}
      >
        <Stack gap="xs">
          {usable.map((address) => (
            <Radio.Card
              key={address.id}
              value={String(address.id)}
              className={classes.card}
              aria-label={addressTitle(address)}
            >
              <Group wrap="nowrap" gap="sm" align="flex-start">
                <Radio.Indicator mt={4} />
                <OperatorIcon
                  operatorId={address.lastMileOperator.id}
                  name={address.lastMileOperator.name}
                  size="md"
                />
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {addressTitle(address)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {DELIVERY_METHOD_TITLE[address.lastMileDeliveryMethod.id]} ·{' '}
                    {address.lastMileOperator.name} ·{' '}
                    {[address.city, formatAddressLine({ address: address.address, postalCode: null })]
                      .filter(Boolean)
                      .join(', ')}
                  </Text>
                </div>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    );
  }

  return (
    <Input.Wrapper label={label} error={error}>
      <Stack gap="xs" mt={4}>
        {body}
        <Button
          variant="light"
          leftSection={<IconMapPinPlus size={16} />}
          onClick={() => setCreating(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          Создать новый
        </Button>
      </Stack>
      <AddressDialog
        opened={creating}
        address={null}
        onClose={() => setCreating(false)}
        onSaved={(address) => onChange(address)}
      />
    </Input.Wrapper>
  );
}
