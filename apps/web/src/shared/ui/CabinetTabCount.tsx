import { Badge, type MantineColor } from '@mantine/core';
import classes from './CabinetTabCount.module.css';

/**
 * A cabinet tab's count. The tab keeps the count's room while the counts load and when there is none, so the tab
 * row does not widen, grow or wrap again when they arrive: on a phone the seven goods tabs wrap into rows, and a
 * count appearing moved whole rows and the list under them (Lighthouse CLS 0.13 at 390 px, decision 056).
 */
export function CabinetTabCount({
  count,
  color = 'gray',
  variant = 'light',
}: {
  count: number | undefined;
  color?: MantineColor;
  variant?: 'light' | 'filled';
}) {
  if (!count) return <span className={classes.slot} aria-hidden="true" />;
  return (
    <Badge size="sm" variant={variant} color={color} className={classes.count}>
      {count}
    </Badge>
  );
}
