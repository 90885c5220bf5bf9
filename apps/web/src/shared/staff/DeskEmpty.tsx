import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff, IconInbox } from '@tabler/icons-react';

/**
 * A desk list with nothing to show: «nothing found» with a way back when a search is on, the tab's own empty text
 * otherwise.
 */
export function DeskEmpty({ q, empty, onClear }: { q: string; empty: string; onClear: () => void }) {
  if (!q) {
    return <EmptyState icon={<IconInbox size={32} stroke={1.5} />} variant="light" title={empty} py="xl" />;
  }
  return (
    <EmptyState
      icon={<IconSearchOff size={32} stroke={1.5} />}
      variant="light"
      title={`По запросу «${q}» ничего не найдено`}
      description="Проверьте код клиента, трек или номер; другие вкладки показывают, сколько найдено в них."
      py="xl"
    >
      <Button variant="light" onClick={onClear}>
        Очистить поиск
      </Button>
    </EmptyState>
  );
}
