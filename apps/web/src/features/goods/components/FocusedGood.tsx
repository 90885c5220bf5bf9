import { GOOD_FOCUS_PARAM, type Good } from '@cargo/domain';
import { Paper, Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import { useGoodServices } from '../../../shared/reference/additionalServices';
import type { ListSection } from '../api/keys';
import { GoodListItem } from './GoodListItem';

/** The good a link points at (`/products?good=<id>`, decision 054), or null. */
export function focusedGoodId(search: URLSearchParams): number | null {
  const value = search.get(GOOD_FOCUS_PARAM);
  return value && /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * The good an event or a ticket links to, opened above the list of the tab its status is in now and brought into
 * view: the customer lands on the good itself, whatever happened to it since.
 */
export function FocusedGood({ good, section }: { good: Good; section: ListSection }) {
  const services = useGoodServices();
  const serviceNames = useMemo(
    () => new Map((services.data ?? []).map((service) => [service.id, service.name])),
    [services.data],
  );
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center' });
  }, [good.id]);
  return (
    <Paper
      ref={ref}
      component="section"
      aria-label="Товар по ссылке"
      withBorder
      p="xs"
      radius="lg"
      style={{ borderColor: 'var(--mantine-color-blue-5)', borderWidth: 2 }}
      data-focused-good={good.id}
    >
      <Text size="xs" c="dimmed" mb={6}>
        Товар по ссылке из уведомления
      </Text>
      <GoodListItem good={good} serviceNames={serviceNames} section={section} />
    </Paper>
  );
}
