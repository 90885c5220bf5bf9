import {
  ADDRESS_LABELS,
  ADDRESS_MESSAGES,
  collapseEmptyAddressParts,
  hasHouseNumber,
  streetWithHouse,
  type AddressSuggestion,
} from '@cargo/domain';
import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { useAddressSuggestions } from '../api';

interface StreetFieldProps {
  value: string;
  /** The lookup is "city, street" when the city is known, so the streets are of that city. */
  city: string;
  onChange: (value: string) => void;
  /** A suggestion was picked: its postal code fills the index. */
  onPick: (suggestion: AddressSuggestion) => void;
  error?: string;
}

const HINT = 'Выберите улицу из подсказок и допишите дом и квартиру';

/**
 * Street, house and flat of a courier address, with suggestions of streets. A suggestion gives only the street:
 * until a house number follows it, the field asks for one.
 */
export function StreetField({ value, city, onChange, onPick, error }: StreetFieldProps) {
  const [picked, setPicked] = useState(false);
  const [debounced] = useDebouncedValue(value, 300);
  const street = debounced.split(',')[0]?.trim() ?? '';
  const lookup = street.length < 2 ? '' : city.trim() ? `${city.trim()}, ${street}` : street;
  const suggestions = useAddressSuggestions(lookup);
  const cityName = city.trim().toLowerCase();
  const inCity = (item: AddressSuggestion) => (cityName && item.city.toLowerCase() === cityName ? 0 : 1);
  const list = [...(suggestions.data ?? [])].sort((a, b) => inCity(a) - inCity(b));
  const labels = [...new Set(list.map((item) => item.value))];
  const needsHouse = picked && !error && !hasHouseNumber(value);

  return (
    <Autocomplete
      label={ADDRESS_LABELS.address}
      withAsterisk
      placeholder="Улица, дом, квартира"
      description={needsHouse ? ADDRESS_MESSAGES.houseRequired : HINT}
      descriptionProps={needsHouse ? { c: 'orange.8', fw: 600, role: 'status' } : undefined}
      leftSection={<IconHome size={16} stroke={1.6} />}
      rightSection={suggestions.isFetching ? <Loader size={14} /> : null}
      data={labels}
      filter={({ options }) => options}
      value={value}
      onChange={(next) => {
        const chosen = list.find((item) => item.value === next);
        if (chosen) {
          onChange(chosen.street ? streetWithHouse(chosen.street, value) : chosen.value);
          setPicked(true);
          onPick(chosen);
        } else {
          onChange(collapseEmptyAddressParts(next));
        }
      }}

      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
