import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { parseRuDate } from '../format/parseRuDate';

interface DateFieldProps extends Omit<
  DateInputProps,
  'value' | 'onChange' | 'valueFormat' | 'dateParser' | 'defaultValue'
> {
  /** yyyy-MM-dd, or empty. */
  value: string | null | undefined;
  onChange: (value: string) => void;
}

/**
 * A date shown and typed as dd.MM.yyyy (Russian calendar from the DatesProvider); the value is yyyy-MM-dd,
 * the format the API takes. Limits are left to the form's schema, so it can say what is wrong.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DateInput
      valueFormat="DD.MM.YYYY"
      dateParser={parseRuDate}
      placeholder="дд.мм.гггг"
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      allowDeselect
      defaultLevel="decade"
      popoverProps={{ withinPortal: true }}
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
    />
  );
}
