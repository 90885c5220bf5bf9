import { AUDIT_ACTION_TITLES, type AuditEntry } from '@cargo/domain';
import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDateTime } from '../../../shared/format/formatDate';

/** A history's words: Russian by default, a desk page passes its language's (decision 066). */
export interface HistoryTexts {
  label: string;
  loading: string;
  loadFailed: string;
  empty: string;
  reason: (reason: string) => string;
  /** An action's name by its audit code (`parcel.weigh`). */
  action: (code: string) => string;
  dateTime: (iso: string) => string;
}

export const HISTORY_TEXTS: HistoryTexts = {
  label: 'История',
  loading: 'Загрузка истории',
  loadFailed: 'Не удалось загрузить историю',
  empty: 'Сотрудники ещё ничего не меняли.',
  reason: (reason) => `Причина: ${reason}`,
  action: (code) => AUDIT_ACTION_TITLES[code] ?? code,
  dateTime: (iso) => formatDateTime(iso),
};

/** One change of a field, as «field: before → after». */
const changeText = (change: AuditEntry['changes'][number]) =>
  `${change.field}: ${change.before ?? '—'} → ${change.after ?? '—'}`;

/**
 * A history from the staff audit, the newest first: when, who, what they did, the fields they changed and the
 * reason they gave.
 */
export function AuditEntries({
  entries,
  pending,
  error,
  texts = HISTORY_TEXTS,
}: {
  entries: AuditEntry[] | undefined;
  pending: boolean;
  error: unknown;
  texts?: HistoryTexts;
}) {
  if (pending) return <Skeleton height={64} aria-label={texts.loading} />;
  if (error || !entries) return <Alert color="red">{errorMessage(error, texts.loadFailed)}</Alert>;
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} active={-1} aria-label={texts.label}>
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={texts.action(entry.action)}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {texts.dateTime(entry.at)} · {entry.actor.email}
            </Text>
            {entry.changes.map((change) => (
              <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {changeText(change)}
              </Text>
            ))}
            {entry.reason && <Text size="sm">{texts.reason(entry.reason)}</Text>}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
