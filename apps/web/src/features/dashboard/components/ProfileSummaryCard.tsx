import { formatPhone } from '@cargo/domain';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/formatDate';
import type { MyInfo } from '../../../shared/session/myInfo';

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
    <Card component="section" aria-label="Профиль" h="100%">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            Профиль
          </Title>
          <Anchor component={Link} to="/profile" size="sm">
            Изменить
          </Anchor>
        </Group>
        {myInfo ? (
          <>
            <Row label="Почта">{myInfo.email}</Row>
            <Row label="Телефон">{myInfo.phone ? formatPhone(myInfo.phone) : 'не указан'}</Row>
            <Row label="Дата регистрации">{formatDate(myInfo.createdAt)}</Row>
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
