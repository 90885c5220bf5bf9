import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff, IconInbox } from '@tabler/icons-react';
import { useDeskT } from './i18n';

/**
 * A desk list with nothing to show: «nothing found» with a way back when a search is on, the tab's own empty text
 * otherwise.
 */
export function DeskEmpty({ q, empty, onClear }: { q: string; empty: string; onClear: () => void }) {
  const { t } = useDeskT('shell');
  if (!q) {
    return <EmptyState icon={<IconInbox size={32} stroke={1.5} />} variant="light" title={empty} py="xl" />;
  }
  return (
    <EmptyState
      icon={<IconSearchOff size={32} stroke={1.5} />}
      variant="light"
      title={t('empty.nothingFound', { q })}
      description={t('empty.nothingFoundHint')}
      py="xl"
    >
      <Button variant="light" onClick={onClear}>
        {t('empty.clear')}
      </Button>
    </EmptyState>
  );
}
