import { AUDIT_ACTION_TITLES, type AuditEntry } from '@cargo/domain';
import { Alert, Skeleton, Stack, Text, Timeline } from '@mantine/core';
import { errorMessage } from '../../../shared/api/ApiError';
import { formatDateTime } from '../../../shared/format/formatDate';

const LOAD_FAILED = 'Не удалось загрузить историю';

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
}: {
  entries: AuditEntry[] | undefined;
  pending: boolean;
  error: unknown;
}) {
  if (pending) return <Skeleton height={64} aria-label="Загрузка истории" />;
  if (error || !entries) return <Alert color="red">{errorMessage(error, LOAD_FAILED)}</Alert>;
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Сотрудники ещё ничего не меняли.
      </Text>
    );
  }
  return (
    <Timeline bulletSize={12} lineWidth={2} active={-1} aria-label="История">
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} title={AUDIT_ACTION_TITLES[entry.action] ?? entry.action}>
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.at)} · {entry.actor.email}
            </Text>
            {entry.changes.map((change) => (
              <Text key={change.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {changeText(change)}
              </Text>
            ))}
            {entry.reason && <Text size="sm">Причина: {entry.reason}</Text>}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
