import { DESK_SEARCH_MAX_LENGTH } from '@cargo/domain';
import { CloseButton, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useDeskT } from './i18n';
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
export function DeskSearch({ search, found, label }: DeskSearchProps) {
  const { t } = useDeskT('shell');
  return (
    <Stack gap={4} maw={560}>
      <TextInput
        label={label ?? t('search.label')}
        description={t('search.hint')}
        placeholder="K0003"
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={DESK_SEARCH_MAX_LENGTH}
        value={search.text}
        onChange={(event) => search.setText(event.currentTarget.value)}
        rightSection={
          search.text ? <CloseButton aria-label={t('search.clear')} onClick={search.clear} /> : undefined
        }
      />
      <Text size="sm" c="dimmed" role="status" aria-live="polite" data-testid="desk-search-found">
        {search.q && found !== undefined ? t('search.found', { count: found }) : ''}
      </Text>
    </Stack>
  );
}
