import { DESK_SEARCH_HINT, DESK_SEARCH_MAX_LENGTH } from '@cargo/domain';
import { CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { DeskSearchState } from './useDeskSearch';

export interface DeskSearchProps {
  search: DeskSearchState;
  /** How many rows the search found (on the open tab), once known. */
  found?: number;
  label?: string;
}

/**
 * The search box of every desk (decision 050): one field with the keys it finds by, a button that empties it, and
 * the number found, announced to screen readers as it changes.
 */
export function DeskSearch({ search, found, label = 'Поиск' }: DeskSearchProps) {
  return (
    <Stack gap={4} maw={560}>
      <TextInput
        label={label}
        description={DESK_SEARCH_HINT}
        placeholder="K0003"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={DESK_SEARCH_MAX_LENGTH}
        value={search.text}
        onChange={(event) => search.setText(event.currentTarget.value)}
        rightSection={
          search.text ? <CloseButton aria-label="Очистить поиск" onClick={search.clear} /> : undefined
        }
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="desk-search-found">
        {search.q && found !== undefined ? `Найдено: ${found}` : ''}
      </Text>
    </Stack>
  );
}
