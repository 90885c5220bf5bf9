import type { TrackingEvent } from '@cargo/domain';
import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../model/format';

/** The parcel's way, oldest step first, the latest one active. */
export function TrackingTimeline({ events }: { events: readonly TrackingEvent[] }) {
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Событий пока нет.
      </Text>
    );
  }
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label="Отслеживание">
      {events.map((event, index) => (
        <Timeline.Item key={`${event.at}-${index}`} title={event.title}>
          <Text size="xs" c="dimmed">
            {formatDateTime(event.at)}
            {event.place ? ` · ${event.place}` : ''}
          </Text>
          {event.note && <Text size="sm">{event.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
