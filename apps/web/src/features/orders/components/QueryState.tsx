import { Alert, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { loadErrorText } from '../model/load-error';

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; error: unknown };
  empty: boolean;
  emptyText: ReactNode;
  children: ReactNode;
}

/** The loading placeholders, the load error, the empty state or the content of an orders query. */
export function QueryState({ query, empty, emptyText, children }: QueryStateProps) {
  if (query.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Загрузка">
        <Skeleton height={140} radius="md" />
        <Skeleton height={140} radius="md" />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {loadErrorText(query.error)}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Alert color="gray" variant="light">
        {emptyText}
      </Alert>
    );
  }
  return <>{children}</>;
}
