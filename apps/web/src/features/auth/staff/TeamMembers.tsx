import { type StaffMember, type StaffMemberState } from '@cargo/domain';
import { Alert, Badge, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { useStatusTitle } from '../../../shared/staff/i18n';
import { TeamMemberActions } from './TeamMemberActions';
import { useStaffTeam } from '../api/get-staff-team';

const STATE_COLORS: Record<StaffMemberState, string> = {
  active: 'green',
  invited: 'blue',
  invitationExpired: 'orange',
  deactivated: 'gray',
};

function MemberRow({ member }: { member: StaffMember }) {
  const { t } = useDeskT('team');
  const { t: tShell } = useDeskT('shell');
  const statusTitle = useStatusTitle();
  const format = useDeskFormat();
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
              {tShell(`roles.${role}`)}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td>
        <Badge color={STATE_COLORS[member.state]} variant="dot" size="sm">
          {statusTitle('staffMember', member.state)}
        </Badge>
        {member.invitationExpiresAt && (
          <Text size="xs" c="dimmed">
            {t('linkUntil', { until: format.dateTime(member.invitationExpiresAt) })}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {member.lastSignInAt ? format.dateTime(member.lastSignInAt) : t('neverSignedIn')}
        </Text>
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
  const { t } = useDeskT('team');
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {data ? t('crewCount', { count: data.data.length }) : t('crew')}
        </Title>
        {isPending && <Skeleton height={120} aria-label={t('loading')} />}
        {isError && <Alert color="red">{t('loadFailed')}</Alert>}
        {data && data.data.length === 0 && <Text c="dimmed">{t('none')}</Text>}
        {data && data.data.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs" aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.member')}</Table.Th>
                  <Table.Th>{t('columns.roles')}</Table.Th>
                  <Table.Th>{t('columns.state')}</Table.Th>
                  <Table.Th>{t('columns.lastSignIn')}</Table.Th>
                  <Table.Th>{t('columns.actions')}</Table.Th>
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
