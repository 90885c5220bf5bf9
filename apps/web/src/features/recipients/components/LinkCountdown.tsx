import { Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { pluralRu } from '../../../shared/format/pluralRu';

function remainingMs(expiresAt: string): number {
  return Math.max(0, new Date(expiresAt).getTime() - Date.now());
}

/** Ticks every second; calls `onExpired` once the link's time is over. */
function useRemaining(expiresAt: string, onExpired: () => void): number {
  const [remaining, setRemaining] = useState(() => remainingMs(expiresAt));
  useEffect(() => {
    const tick = () => {
      const left = remainingMs(expiresAt);
      setRemaining(left);
      if (left <= 0) {
        window.clearInterval(timer);
        onExpired();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [expiresAt, onExpired]);
  return remaining;
}

const pad = (value: number) => String(value).padStart(2, '0');

function Unit({ value, label }: { value: number; label: string }) {
  return (
    <Stack gap={0} align="center" miw={56}>
      <Text fz={28} fw={700} lh={1.1} ff="monospace">
        {pad(value)}
      </Text>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

/** 'Для заполнения данных получателя осталось' hours, minutes and seconds until the link expires. */
export function LinkCountdown({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const remaining = useRemaining(expiresAt, onExpired);
  const totalSeconds = Math.floor(remaining / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;

  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-brand-0)" role="timer" aria-live="off">
      <Stack gap={6} align="center">
        <Text size="sm" fw={600} ta="center">
          Для заполнения данных получателя осталось
        </Text>
        <Group
          gap="xs"
          justify="center"
          data-testid="countdown"
          aria-label={`${hours} ч ${minutes} мин ${seconds} с`}
        >
          <Unit value={hours} label={pluralRu(hours, ['час', 'часа', 'часов'])} />
          <Text fz={28} fw={700} lh={1.1} aria-hidden>
            :
          </Text>
          <Unit value={minutes} label={pluralRu(minutes, ['минута', 'минуты', 'минут'])} />
          <Text fz={28} fw={700} lh={1.1} aria-hidden>
            :
          </Text>
          <Unit value={seconds} label={pluralRu(seconds, ['секунда', 'секунды', 'секунд'])} />
        </Group>
      </Stack>
    </Paper>
  );
}
