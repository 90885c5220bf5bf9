import { type StaffMember, type StaffRole } from '@cargo/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { useDeskT } from '../../../shared/staff/i18n';
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
  const { t } = useDeskT('team');
  const who = member.name || member.email;

  const saveRoles = () =>
    changeRoles.mutate(
      { id: member.id, roles },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          setEditing(false);
        },
        onError: (failure) => notifyError(errorMessage(failure, t('rolesFailed'))),
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
        onError: (failure) => notifyError(errorMessage(failure, t('changeFailed'))),
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
        aria-label={t('rolesOf', { who })}
      >
        {t('roles')}
      </Button>
      <Button
        size="compact-sm"
        variant="subtle"
        color={active ? 'red' : 'green'}
        onClick={() => setConfirming(true)}
      >
        {active ? t('deactivate') : t('activate')}
      </Button>
      <Modal opened={editing} onClose={() => setEditing(false)} title={t('rolesOf', { who })}>
        <Stack gap="md">
          <RolesField
            value={roles}
            onChange={setRoles}
            error={roles.length ? undefined : t('rolesRequired')}
          />
          <Text size="sm" c="dimmed">
            {t('rolesNow')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setEditing(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={saveRoles} loading={changeRoles.isPending} disabled={!roles.length}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={active ? t('deactivateQuestion') : t('activateQuestion')}
      >
        <Stack gap="md">
          <Text size="sm">{active ? t('deactivateWarning', { who }) : t('activateNote', { who })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button color={active ? 'red' : 'green'} onClick={toggle} loading={setActive.isPending}>
              {active ? t('deactivate') : t('activate')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
