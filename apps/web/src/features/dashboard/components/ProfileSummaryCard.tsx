import { formatPhone } from '@cargo/domain';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/formatDate';
import type { MyInfo } from '../../../shared/session/myInfo';
import { FIELD_LABELS } from '../../../shared/config/labels';
import { SECTION_TITLES } from '../../../shared/config/sections';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

export function ProfileSummaryCard({ myInfo }: { myInfo: MyInfo | undefined }) {
  return (
    <Card component="section" aria-label={SECTION_TITLES.profile} h="100%">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {SECTION_TITLES.profile}
          </Title>
          <Anchor component={Link} to="/profile" size="sm">
            Изменить
          </Anchor>
        </Group>
        {myInfo ? (
          <>
            <Row label={FIELD_LABELS.email}>{myInfo.email}</Row>
            <Row label={FIELD_LABELS.phone}>{myInfo.phone ? formatPhone(myInfo.phone) : 'не указан'}</Row>
            <Row label={FIELD_LABELS.registeredAt}>{formatDate(myInfo.createdAt)}</Row>
            <Row label="Номер клиента">{myInfo.id}</Row>
          </>
        ) : (
          <>
            <Skeleton height={18} />
            <Skeleton height={18} />
            <Skeleton height={18} />
          </>
        )}
      </Stack>
    </Card>
  );
}
