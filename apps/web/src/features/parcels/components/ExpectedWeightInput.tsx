import { NUMBER_FIELDS } from '@cargo/domain';
import { NumberField } from '../../../shared/ui/NumberField';

const RULE = NUMBER_FIELDS.expectedWeightKg;

/**
 * The weight the customer expects before the warehouse weighs the parcel (order form, virtual parcel summary).
 * The estimate keeps the last weight that can be priced while the field is emptied or over its limit; the field
 * itself keeps what is typed.
 */
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
    <NumberField
      label="Ожидаемый вес, кг"
      description={description}
      rule={RULE}
      value={value}
      onChange={(next) => {
        if (next !== null && next > 0 && next <= RULE.max) onChange(next);
      }}
    />
  );
}
