import { NumberInput } from '@mantine/core';

/** The weight the customer expects before the warehouse weighs the parcel (order form, virtual parcel summary). */
export function ExpectedWeightInput({
  value,
  onChange,
  description,
}: {
  value: number;
  onChange: (weightKg: number) => void;
  description?: string;
}) {
  return (
    <NumberInput
      label="Ожидаемый вес, кг"
      description={description}
      min={0.1}
      max={1000}
      step={0.5}
      decimalScale={3}
      decimalSeparator=","
      value={value}
      onChange={(next) => onChange(typeof next === 'number' ? next : Number(next) || 0)}
    />
  );
}
