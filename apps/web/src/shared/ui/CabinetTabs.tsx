import { Badge, type MantineColor } from '@mantine/core';
import classes from './CabinetTabs.module.css';

/**
 * The cabinet's tab rows (goods, parcels) keep still while their counts load (decision 056): on a phone the tabs
 * stand in two equal columns, so a count arriving cannot wrap them anew (the goods list moved by 0.13 of the
 * screen when it did); wider, they stand in a row that wraps, each tab as wide with its count as without.
 */
export const CABINET_TABS_CLASSES = { list: classes.list, tab: classes.tab };
/**
 * Wider than a phone the row wraps, set on the list itself: a row that only scrolled kept the tabs' full width as
 * the page's minimum width, and the shell cut the last tabs at 1000 px.
 */
export const CABINET_TABS_STYLES = { list: { flexWrap: 'wrap' as const } };

/**
 * A cabinet tab's count: a badge when there is one, and its room kept, empty, while the counts load and when there
 * is none, so each tab is as wide before its count comes as after (unless the count has three digits).
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
