import { PACKAGE_OPTIONS, packageOptionLabel, type PackageStyle } from '@cargo/domain';
import { Select } from '@mantine/core';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { type CalcFormValues } from '../model/calcSearch';

const key = (typeId: number, style: PackageStyle) => `${typeId}:${style}`;

/** Box or bag in each variant the desk prices (`PACKAGE_OPTIONS`), with its price. */
export function PackageChoice({
  control,
  setValue,
}: {
  control: Control<CalcFormValues>;
  setValue: UseFormSetValue<CalcFormValues>;
}) {
  const typeId = useWatch({ control, name: 'packageTypeId' });
  const style = useWatch({ control, name: 'packageStyle' });
  return (
    <Select
      label="Упаковка"
      allowDeselect={false}
      value={key(typeId, style)}
      onChange={(value) => {
        const option = PACKAGE_OPTIONS.find((item) => key(item.packageTypeId, item.packageStyle) === value);
        if (!option) return;
        setValue('packageTypeId', option.packageTypeId);
        setValue('packageStyle', option.packageStyle);
      }}
      data={PACKAGE_OPTIONS.map((option) => ({
        value: key(option.packageTypeId, option.packageStyle),
        label: packageOptionLabel(option),
      }))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
