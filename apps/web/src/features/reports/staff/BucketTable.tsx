import { Card, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDeskT } from '../../../shared/staff/i18n';

/**
 * One of the report's tables: a row per period, a column per figure. It scrolls sideways inside its card on a
 * phone, and the keyboard reaches it there too (it holds no link).
 */
export function BucketTable<B extends { start: string }, K extends string>({
  caption,
  region,
  minWidth,
  buckets,
  columns,
  rowLabel,
  cell,
}: {
  caption: string;
  region: string;
  minWidth: number;
  buckets: readonly B[];
  columns: ReadonlyArray<{ key: K; title: string }>;
  rowLabel: (bucket: B) => string;
  cell: (bucket: B, key: K) => ReactNode;
}) {
  const { t } = useDeskT('reports');
  return (
    <Card withBorder p={0}>
      <Table.ScrollContainer
        minWidth={minWidth}
        scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': region } }}
      >
        <Table verticalSpacing="xs" striped captionSide="top">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('period')}</Table.Th>
              {columns.map(({ key, title }) => (
                <Table.Th key={key} scope="col" ta="right">
                  {title}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {buckets.map((bucket) => (
              <Table.Tr key={bucket.start}>
                <Table.Th scope="row">{rowLabel(bucket)}</Table.Th>
                {columns.map(({ key }) => (
                  <Table.Td key={key} ta="right">
                    {cell(bucket, key)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
