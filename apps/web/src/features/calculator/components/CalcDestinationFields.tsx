import { type CdekCity, LAST_MILE_OPERATOR_TITLE, type PickupPoint } from '@cargo/domain';
import { Autocomplete, Loader, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuildingCommunity, IconMapPin } from '@tabler/icons-react';
import { useState } from 'react';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useCalcCities, useCalcPickupPoints } from '../api/lookups';
import { type CalcFormValues } from '../model/calcSearch';

/** The points grouped under their operator's name, each labelled by its address. */
function byOperator(points: readonly PickupPoint[]) {
  const groups = new Map<string, Array<{ value: string; label: string }>>();
  for (const point of points) {
    const group = LAST_MILE_OPERATOR_TITLE[point.operatorId] ?? point.operatorName;
    groups.set(group, [...(groups.get(group) ?? []), { value: point.code, label: point.address }]);
  }
  return [...groups.entries()].map(([group, items]) => ({ group, items }));
}

const cityLabel = (city: CdekCity) =>
  city.region && city.region !== city.city ? `${city.city}, ${city.region}` : city.city;

/** The city: typed, looked up in the country's directory, picked from the list (a typed name alone is no city). */
function CityInput({
  countryCode,
  control,
  setValue,
}: {
  countryCode: number;
  control: Control<CalcFormValues>;
  setValue: UseFormSetValue<CalcFormValues>;
}) {
  const initial = useWatch({ control, name: 'city' });
  const [text, setText] = useState(initial);
  const [picked, setPicked] = useState<string | null>(initial || null);
  const [debounced] = useDebouncedValue(text, 250);
  const search = useCalcCities(countryCode, debounced === picked ? '' : debounced);
  const options = [...new Map((search.data ?? []).map((city) => [cityLabel(city), city])).entries()];
  const choose = (code: number | null, name: string) => {
    setValue('cityCode', code);
    setValue('city', name);
    setValue('pickupPointCode', null);
  };

  return (
    <Autocomplete
      label="Город"
      placeholder="Начните вводить название"
      description="Необязательно: покажем, какие тарифы туда доставляют"
      leftSection={<IconBuildingCommunity size={16} stroke={1.6} />}
      rightSection={search.isFetching ? <Loader size={14} /> : null}
      data={options.map(([label]) => label)}
      filter={({ options: all }) => all}
      value={text}
      onChange={(next) => {
        setText(next);
        const city = options.find(([label]) => label === next)?.[1];
        setPicked(city ? next : null);
        if (city) choose(city.code, city.city);
        else choose(null, '');
      }}
      comboboxProps={{ withinPortal: true }}
      maxDropdownHeight={260}
    />
  );
}

/**
 * Where the parcel goes (decision 030): a city of the reference directory and, optionally, one of its pickup
 * points. Kept in its own block of the calculator's form; changing the country clears it (the form's key).
 */
export function CalcDestinationFields({
  control,
  setValue,
}: {
  control: Control<CalcFormValues>;
  setValue: UseFormSetValue<CalcFormValues>;
}) {
  const countryCode = useWatch({ control, name: 'countryCode' });
  const cityCode = useWatch({ control, name: 'cityCode' });
  const points = useCalcPickupPoints(cityCode);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <CityInput key={countryCode} countryCode={countryCode} control={control} setValue={setValue} />
      <Controller
        control={control}
        name="pickupPointCode"
        render={({ field }) => (
          <Select
            label="Пункт выдачи"
            placeholder={
              cityCode === null
                ? 'Сначала выберите город'
                : points.isPending
                  ? 'Загружаем пункты…'
                  : 'Любой (курьер или пункт выдачи)'
            }
            leftSection={<IconMapPin size={16} stroke={1.6} />}
            disabled={cityCode === null}
            clearable
            searchable
            nothingFoundMessage="Нет такого пункта"
            value={field.value}
            onChange={(value) => field.onChange(value)}
            data={byOperator(points.data ?? [])}
            comboboxProps={{ withinPortal: true }}
            maxDropdownHeight={300}
          />
        )}
      />
    </SimpleGrid>
  );
}
