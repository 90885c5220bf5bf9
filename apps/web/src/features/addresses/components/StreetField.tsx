import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconHome } from '@tabler/icons-react';
import { useAddressSuggestions, type AddressSuggestion } from '../api';

interface StreetFieldProps {
  value: string;
  /** The lookup is "city, street" when the city is known, so the streets are of that city. */
  city: string;
  onChange: (value: string) => void;
  /** A suggestion was picked: its postal code and city fill the other fields. */
  onPick: (suggestion: AddressSuggestion) => void;
  error?: string;
}

/** Street, house and flat of a courier address, with suggestions of streets. */
export function StreetField({ value, city, onChange, onPick, error }: StreetFieldProps) {
  const [debounced] = useDebouncedValue(value, 300);
  const street = debounced.split(',')[0]?.trim() ?? '';
  const lookup = street.length < 2 ? '' : city.trim() ? `${city.trim()}, ${street}` : street;
  const suggestions = useAddressSuggestions(lookup);
  const cityName = city.trim().toLowerCase();
  const inCity = (item: AddressSuggestion) => (cityName && item.city?.toLowerCase() === cityName ? 0 : 1);
  const list = [...(suggestions.data ?? [])].sort((a, b) => inCity(a) - inCity(b));
  const labels = [...new Set(list.map((item) => item.value))];

  return (
    <Autocomplete
      label="Адрес"
      withAsterisk
      placeholder="Улица, дом, квартира"
      description="Выберите улицу из подсказок и допишите дом и квартиру"
      leftSection={<IconHome size={16} stroke={1.6} />}
      rightSection={suggestions.isFetching ? <Loader size={14} /> : null}
      data={labels}
      filter={({ options }) => options}
      value={value}
      onChange={(next) => {
        const picked = list.find((item) => item.value === next);
        if (picked) {
          onChange(picked.street ? `${picked.street}, ` : picked.value);
          onPick(picked);
        } else {
          onChange(next);
        }
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
