import type { Page } from '@cargo/domain';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ArchiveActionButton, type IdMutationHook } from './ArchiveActionButton';
import { ArchiveSection } from './ArchiveSection';
import { CardList } from './CardList';

interface ArchiveListProps<T extends { id: number }> {
  /** The section's accessible name («Архив адресов») and the list's («Адреса в архиве»). */
  label: string;
  listLabel: string;
  /** The feature's query of one archive page (1-based) and the size it asks for. */
  usePage: (page: number) => UseQueryResult<Page<T>>;
  pageSize: number;
  /** The item's name in the restore button's accessible name. */
  itemName: (item: T) => string;
  restore: {
    useAction: IdMutationHook;
    /** The toast after the item is restored. */
    success: (item: T) => string;
    failure: string;
  };
  /** The item's card with the restore button in its actions. */
  renderCard: (item: T, actions: ReactNode) => ReactNode;
  emptyText: string;
  cardHeight: number;
  withTitle?: boolean;
}

/** An archive under its «Архив (N)» heading: a page of cards with «Восстановить» each and the page switcher. */
export function ArchiveList<T extends { id: number }>({
  label,
  listLabel,
  usePage,
  pageSize,
  itemName,
  restore,
  renderCard,
  emptyText,
  cardHeight,
  withTitle = true,
}: ArchiveListProps<T>) {
  const [page, setPage] = useState(1);
  const archive = usePage(page);
  const total = archive.data?.totalElements ?? 0;
  const pages = Math.ceil(total / pageSize);
  // Restoring the last item of the last page leaves that page empty: step back.
  if (archive.data && archive.data.data.length === 0 && page > 1 && !archive.isFetching) setPage(page - 1);

  return (
    <ArchiveSection
      label={label}
      total={total}
      pages={pages}
      page={page}
      onPageChange={setPage}
      withTitle={withTitle}
    >
      <CardList
        label={listLabel}
        query={archive}
        items={archive.data?.data}
        skeleton={{ count: 2, height: cardHeight }}
        empty={
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        }
        renderItem={(item) =>
          renderCard(
            item,
            <ArchiveActionButton
              kind="restore"
              id={item.id}
              name={itemName(item)}
              useAction={restore.useAction}
              success={restore.success(item)}
              failure={restore.failure}
            />,
          )
        }
      />
    </ArchiveSection>
  );
}
