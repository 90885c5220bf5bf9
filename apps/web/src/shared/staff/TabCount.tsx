import { Badge } from '@mantine/core';

/** A desk tab's count (decision 050): shown once known, zero in grey. */
export function TabCount({ value, color = 'blue' }: { value: number | undefined; color?: string }) {
  if (value === undefined) return null;
  return (
    <Badge size="sm" variant="light" color={value === 0 ? 'gray' : color} data-testid="tab-count">
      {value}
    </Badge>
  );
}

/** A segmented control's label with its count: a control's labels are drawn side by side or stacked on a phone. */
export function CountedLabel({ label, count }: { label: string; count: number | undefined }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <span>{label}</span> <TabCount value={count} />
    </span>
  );
}

/** A select option's label with its count (options are text). */
export const countedOption = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;
