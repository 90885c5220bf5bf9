import { STAFF_ACCESS_MESSAGES, type StaffMember, type StaffRole } from '@cargo/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { RolesField } from './RolesField';
import { useChangeStaffRoles } from '../api/change-staff-roles';
import { useSetStaffActive } from '../api/set-staff-active';

/** «Роли» and «Отключить»/«Включить» for one colleague; the server keeps the last owner and says so. */
export function TeamMemberActions({ member }: { member: StaffMember }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [roles, setRoles] = useState<StaffRole[]>(member.roles);
  const changeRoles = useChangeStaffRoles();
  const setActive = useSetStaffActive();
  const active = member.state !== 'deactivated';

  const saveRoles = () =>
    changeRoles.mutate(
      { id: member.id, roles },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setEditing(false);
        },
        onError: (failure) => notifyError(errorMessage(failure, 'Не удалось сохранить роли')),
      },
    );
  const toggle = () =>
    setActive.mutate(
      { id: member.id, active: !active },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setConfirming(false);
        },
        onError: (failure) => notifyError(errorMessage(failure, 'Не удалось изменить сотрудника')),
      },
    );

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="compact-sm"
        variant="light"
        onClick={() => {
          setRoles(member.roles);
          setEditing(true);
        }}
        aria-label={`Роли: ${member.name || member.email}`}
      >
        Роли
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color={active ? 'red' : 'green'}
        onClick={() => setConfirming(true)}
      >
        {active ? 'Отключить' : 'Включить'}
      </Button>
      <Modal
        opened={editing}
        onClose={() => setEditing(false)}
        title={`Роли: ${member.name || member.email}`}
      >
        <Stack gap="md">
          <RolesField
            value={roles}
            onChange={setRoles}
            error={roles.length ? undefined : STAFF_ACCESS_MESSAGES.rolesRequired}
          />
          <Text size="sm" c="dimmed">
            Роли действуют сразу: открытые сеансы сотрудника завершатся, и он войдёт заново.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              Отмена
            </Button>
            <Button onClick={saveRoles} loading={changeRoles.isPending} disabled={!roles.length}>
              Сохранить
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={active ? 'Отключить сотрудника?' : 'Включить сотрудника?'}
      >
        <Stack gap="md">
          <Text size="sm">
            {active
              ? `${member.name || member.email} больше не сможет войти; открытые сеансы и неиспользованные ссылки перестанут работать сразу.`
              : `${member.name || member.email} снова сможет войти со своим паролем.`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Отмена
            </Button>
            <Button color={active ? 'red' : 'green'} onClick={toggle} loading={setActive.isPending}>
              {active ? 'Отключить' : 'Включить'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
