import { Box, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconPrinter, IconRepeat, IconX } from '@tabler/icons-react';
import { DESK_LOCALES, useDeskFormat, useDeskT } from '../../../../shared/staff/i18n';
import { BREAK_ANYWHERE } from '../../model/text-wrap';
import type { ScanLine } from '../scan-queue';

/** Each outcome's colour (with its icon and words: colour is never the only sign). */
export const SCAN_COLOR = {
  waiting: 'gray',
  ok: 'teal',
  waif: 'yellow',
  repeat: 'blue',
  error: 'red',
} as const;
const ICON = { waiting: IconClock, ok: IconCheck, waif: IconAlertTriangle, repeat: IconRepeat, error: IconX };

/** Whose goods the scanned track holds. */
function owners(line: ScanLine) {
  const clients = new Map((line.receipt?.goods ?? []).map((good) => [good.client.id, good.client]));
  return [...clients.values()].map((c) => (c.name ? `${c.email} (${c.name})` : c.email)).join(', ');
}

/** The line's headline in the desk's language, the same words for the eye and for a screen reader. */
function useScanTitle() {
  const { t } = useDeskT('goods');
  return (line: ScanLine): string => {
    const goods = line.receipt ? t('scan.goods', { count: line.receipt.goods.length }) : '';
    const track = line.track;
    switch (line.outcome) {
      case 'waiting':
        return t('scan.waiting', { track });
      case 'ok':
        return t('scan.ok', { track, goods });
      case 'waif':
        return t('scan.waif', { track });
      case 'repeat':
        return line.receipt?.waif ? t('scan.repeatWaif', { track }) : t('scan.repeat', { track, goods });
      case 'error':
        return t('scan.error', { track: track || t('scan.empty'), error: line.error ?? '' });
    }
  };
}

/** One scan of the session: its outcome in words, colour and icon, the goods and their owner, their labels. */
export function ScanLogLine({ line, onPrint }: { line: ScanLine; onPrint: (ids: number[]) => void }) {
  const Icon = ICON[line.outcome];
  const color = SCAN_COLOR[line.outcome];
  const goods = line.receipt?.goods ?? [];
  const { t } = useDeskT('goods');
  const { language } = useDeskFormat();
  const scanTitle = useScanTitle();
  const time = line.at.toLocaleTimeString(DESK_LOCALES[language], {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return (
    <Box
      component="li"
      data-scan-outcome={line.outcome}
      data-track={line.track}
      p="xs"
      bg={`var(--mantine-color-${color}-light)`}
      style={{ borderInlineStart: `4px solid var(--mantine-color-${color}-filled)`, listStyle: 'none' }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" style={BREAK_ANYWHERE}>
            {scanTitle(line)}
          </Text>
          {line.outcome === 'waif' && <Text size="sm">{t('scan.waifHint')}</Text>}
          {goods.length > 0 && (
            <>
              <Text size="sm" style={BREAK_ANYWHERE}>
                {t('scan.client', { owners: owners(line) })}
              </Text>
              <List size="sm" spacing={2}>
                {goods.map((good) => (
                  <List.Item key={good.id}>
                    {t('scan.good', { id: good.id, name: good.description, qty: good.qty })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Text size="xs" c="dimmed">
            {time}
          </Text>
        </Box>
        {goods.length > 0 && (
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconPrinter size={14} aria-hidden />}
            aria-label={t('scan.printOf', { track: line.track })}
            onClick={() => onPrint(goods.map((good) => good.id))}
          >
            {t('scan.print')}
          </Button>
        )}
      </Group>
    </Box>
  );
}
