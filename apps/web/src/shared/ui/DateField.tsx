import { DateInput, DatesProvider, type DateInputProps } from '@mantine/dates';
import 'dayjs/locale/ru';
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

/** Russian month and day names, weeks from Monday. Here rather than app-wide: only forms with a date need dayjs. */
const RUSSIAN_CALENDAR = { locale: 'ru', firstDayOfWeek: 1 } as const;

/**
 * A date shown and typed as dd.MM.yyyy (Russian calendar); the value is yyyy-MM-dd,
 * the format the API takes. Limits are left to the form's schema, so it can say what is wrong.
 */
export function DateField({ value, onChange, ...props }: DateFieldProps) {
  return (
    <DatesProvider settings={RUSSIAN_CALENDAR}>
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
    </DatesProvider>
  );
}
