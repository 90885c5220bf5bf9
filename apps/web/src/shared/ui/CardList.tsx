import { REFERENCE_MESSAGES } from '@cargo/domain';
import { Alert, SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/ApiError';
import { CARD_GRID_COLS, CardsSkeleton } from './CardsSkeleton';

interface CardListProps<T extends { id: number }> {
  /** The list's accessible name, e.g. «Активные адреса». */
  label: string;
  /** The state of the query the items come from. */
  query: { isPending: boolean; isError: boolean; error: unknown };
  items: readonly T[] | undefined;
  /** Placeholder cards while the query loads. */
  skeleton: { count: number; height: number };
  /** What an empty list shows instead. */
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** Cards in the card grid (recipients, addresses), or the placeholders, the load error or the empty state. */
export function CardList<T extends { id: number }>({
  label,
  query,
  items,
  skeleton,
  empty,
  renderItem,
}: CardListProps<T>) {
  if (query.isPending) return <CardsSkeleton count={skeleton.count} height={skeleton.height} />;
  if (query.isError)
    return <Alert color="red">{errorMessage(query.error, REFERENCE_MESSAGES.loadFailed)}</Alert>;
  if (!items || items.length === 0) return empty;
  return (
    <SimpleGrid cols={CARD_GRID_COLS} spacing="md" role="list" aria-label={label}>
      {items.map((item) => (
        <div role="listitem" key={item.id}>
          {renderItem(item)}
        </div>
      ))}
    </SimpleGrid>
  );
}
