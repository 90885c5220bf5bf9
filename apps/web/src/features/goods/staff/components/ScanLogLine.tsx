import { Box, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconClock, IconPrinter, IconRepeat, IconX } from '@tabler/icons-react';
import { LABEL_MESSAGES } from '@cargo/domain';
import { BREAK_ANYWHERE } from '../../model/text-wrap';
import { type ScanLine, scanTitle } from '../scan-queue';

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

/** One scan of the session: its outcome in words, colour and icon, the goods and their owner, their labels. */
export function ScanLogLine({ line, onPrint }: { line: ScanLine; onPrint: (ids: number[]) => void }) {
  const Icon = ICON[line.outcome];
  const color = SCAN_COLOR[line.outcome];
  const goods = line.receipt?.goods ?? [];
  const time = line.at.toLocaleTimeString('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
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
          {line.outcome === 'waif' && (
            <Text size="sm">
              Этот трек-номер никто не зарегистрировал: посылка сохранена как неопознанная. Она перейдёт
              клиенту, когда он зарегистрирует трек.
            </Text>
          )}
          {goods.length > 0 && (
            <>
              <Text size="sm" style={BREAK_ANYWHERE}>
                Клиент: {owners(line)}
              </Text>
              <List size="sm" spacing={2}>
                {goods.map((good) => (
                  <List.Item key={good.id}>
                    № {good.id}: {good.description} — {good.qty} шт.
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
            aria-label={`${LABEL_MESSAGES.printLabel} ${line.track}`}
            onClick={() => onPrint(goods.map((good) => good.id))}
          >
            {LABEL_MESSAGES.printLabel}
          </Button>
        )}
      </Group>
    </Box>
  );
}
