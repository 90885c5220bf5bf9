import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { useState } from 'react';
import { ADDRESS_LABELS, type CdekCity } from '@cargo/domain';
import { useCitySearch } from '../api';

export interface ChosenCity {
  city: string;
  cityCode: number | null;
  postalCode?: string | null;
}

function cityLabel(city: CdekCity): string {
  return city.region && city.region !== city.city ? `${city.city}, ${city.region}` : city.city;
}

interface CityFieldProps {
  /** RU or BY: the country whose cities are offered. */
  countryIso2: string;
  value: ChosenCity;
  onChange: (value: ChosenCity) => void;
  error?: string;
  description?: string;
}

/**
 * A city from the CDEK directory, looked up as it is typed. Picking a city from the list gives its code
 * (pickup points are listed by it); a city typed without picking keeps only its name.
 */
export function CityField({ countryIso2, value, onChange, error, description }: CityFieldProps) {
  const [text, setText] = useState(value.city);
  const [chosenLabel, setChosenLabel] = useState<string | null>(value.cityCode !== null ? value.city : null);
  const [debounced] = useDebouncedValue(text, 250);
  // Do not search again for the label of the city just picked.
  const search = useCitySearch(countryIso2, debounced === chosenLabel ? '' : debounced);
  const cities = search.data ?? [];
  const options = [...new Map(cities.map((city) => [cityLabel(city), city])).entries()];

  return (
    <Autocomplete
      label={ADDRESS_LABELS.city}
      withAsterisk
      placeholder="Начните вводить название"
      leftSection={<IconBuildingCommunity size={16} stroke={1.6} />}
      rightSection={search.isFetching ? <Loader size={14} /> : null}
      description={description}
      data={options.map(([label]) => label)}
      filter={({ options: all }) => all}
      value={text}
      onChange={(next) => {
        setText(next);
        const picked = options.find(([label]) => label === next)?.[1];
        if (picked) {
          setChosenLabel(next);
          onChange({ city: picked.city, cityCode: picked.code, postalCode: picked.postalCode });
        } else {
          setChosenLabel(null);
          onChange({ city: next.trim(), cityCode: null });
        }
      }}
      error={error}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}
