import {
  STAFF_MEMBER_STATE_TITLES,
  STAFF_ROLE_TITLES,
  type StaffMember,
  type StaffMemberState,
} from '@cargo/domain';
import { Alert, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../shared/format/formatDate';
import { TeamMemberActions } from './TeamMemberActions';
import { useStaffTeam } from '../api/get-staff-team';

const STATE_COLORS: Record<StaffMemberState, string> = {
  active: 'green',
  invited: 'blue',
  invitationExpired: 'orange',
  deactivated: 'gray',
};

function MemberRow({ member }: { member: StaffMember }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600}>
          {member.name || '—'}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {member.email}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={4}>
          {member.roles.map((role) => (
            <Badge key={role} variant="light" size="sm">
              {STAFF_ROLE_TITLES[role]}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[member.state]} variant="dot" size="sm">
          {STAFF_MEMBER_STATE_TITLES[member.state]}
        </Badge>
        {member.invitationExpiresAt && (
          <Text size="xs" c="dimmed">
            ссылка до {formatDateTime(member.invitationExpiresAt)}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{member.lastSignInAt ? formatDateTime(member.lastSignInAt) : 'не входил'}</Text>
      </Table.Td>
      <Table.Td>
        <TeamMemberActions member={member} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The colleagues: roles, state, last sign-in, and the owner's actions on each. */
export function TeamMembers() {
  const { data, isPending, isError } = useStaffTeam();
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Команда{data ? ` (${data.data.length})` : ''}
        </Title>
        {isPending && <Skeleton height={120} aria-label="Загрузка сотрудников" />}
        {isError && <Alert color="red">Не удалось загрузить сотрудников</Alert>}
        {data && data.data.length === 0 && <Text c="dimmed">Пока никого нет</Text>}
        {data && data.data.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label="Сотрудники">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Сотрудник</Table.Th>
                  <Table.Th>Роли</Table.Th>
                  <Table.Th>Состояние</Table.Th>
                  <Table.Th>Последний вход</Table.Th>
                  <Table.Th>Действия</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((member) => (
                  <MemberRow key={member.id} member={member} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
