import {
  ADDRESS_LABELS,
  addressName,
  DELIVERY_METHOD,
  DELIVERY_METHOD_TITLE,
  formatAddressLine,
  type Address,
} from '@cargo/domain';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format/formatDate';
import { OperatorIcon } from './operators';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text size="xs" c="dimmed" w={92} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/** A title for an address: its own name, else the pickup point's, else the street. */
export function addressTitle(address: Address): string {
  return address.name?.trim() || address.pvzName || address.address || addressName(address);
}

/**
 * One address of the book: name, country, operator with its icon, method, city, address, pickup point and
 * when it was added.
 */
export function AddressCard({
  address,
  actions,
  archived = false,
}: {
  address: Address;
  actions?: ReactNode;
  archived?: boolean;
}) {
  const pickup = address.lastMileDeliveryMethod.id === DELIVERY_METHOD.BRANCH;
  const title = addressTitle(address);
  return (
    <Card
      component="article"
      aria-label={title}
      h="100%"
      bg={archived ? 'var(--mantine-color-gray-0)' : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <OperatorIcon operatorId={address.lastMileOperator.id} name={address.lastMileOperator.name} />
            <div style={{ minWidth: 0 }}>
              <Text fw={700} lh={1.3} truncate>
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                {address.lastMileOperator.name}
              </Text>
            </div>
          </Group>
          <Badge variant="light" color={pickup ? 'brand' : 'teal'} style={{ flexShrink: 0 }}>
            {DELIVERY_METHOD_TITLE[address.lastMileDeliveryMethod.id] ?? '—'}
          </Badge>
        </Group>
        <Stack gap={2}>
          <Row label={ADDRESS_LABELS.country}>{address.country.name}</Row>
          <Row label={ADDRESS_LABELS.city}>{address.city || '—'}</Row>
          <Row label={ADDRESS_LABELS.address}>{formatAddressLine(address) || '—'}</Row>
          {pickup && <Row label="ПВЗ">{address.pvzName || '—'}</Row>}
          <Row label="Добавлен">{formatDate(address.create_date)}</Row>
        </Stack>
        {actions && (
          <Group gap="xs" mt="auto" pt={4}>
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
