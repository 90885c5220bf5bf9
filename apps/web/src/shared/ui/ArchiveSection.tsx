import { Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import type { ReactNode } from 'react';

const PAGINATION_LABELS = { first: 'Первая', previous: 'Назад', next: 'Вперёд', last: 'Последняя' } as const;

interface ArchiveSectionProps {
  /** Accessible name of the section, e.g. «Архив адресов». */
  label: string;
  total: number;
  pages: number;
  page: number;
  onPageChange: (page: number) => void;
  withTitle?: boolean;
  children: ReactNode;
}

/** An archive list under its «Архив (N)» heading with the page switcher (archive lists go 4 per page). */
export function ArchiveSection({
  label,
  total,
  pages,
  page,
  onPageChange,
  withTitle = true,
  children,
}: ArchiveSectionProps) {
  return (
    <Stack gap="md" component="section" aria-label={label}>
      {withTitle && (
        <Group gap="xs">
          <IconArchive size={20} stroke={1.6} />
          <Title order={2} size="h4">
            Архив
          </Title>
          {total > 0 && (
            <Text c="dimmed" size="sm">
              ({total})
            </Text>
          )}
        </Group>
      )}
      {children}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={onPageChange}
          size="sm"
          getControlProps={(control) => ({ 'aria-label': PAGINATION_LABELS[control] })}
        />
      )}
    </Stack>
  );
}
