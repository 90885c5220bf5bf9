import { SimpleGrid, Skeleton } from '@mantine/core';
import { UI_LABELS } from '../config/uiLabels';

/** Columns of the card grids (recipients, addresses) at each breakpoint. */
export const CARD_GRID_COLS = { base: 1, sm: 2, xl: 3 } as const;

/** Placeholder cards in the card grid while a list loads. */
export function CardsSkeleton({ count, height }: { count: number; height: number }) {
  return (
    <SimpleGrid cols={CARD_GRID_COLS} spacing="md" aria-busy="true" aria-label={UI_LABELS.loading}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} height={height} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
