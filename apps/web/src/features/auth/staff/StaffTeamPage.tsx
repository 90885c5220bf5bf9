import {
  STAFF_INVITATION_TTL_SECONDS,
  STAFF_TEAM_MESSAGES,
  staffInvitationSchema,
  type StaffInvitation,
} from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { UI_LABELS } from '../../../shared/config/uiLabels';
import { formatDateTime } from '../../../shared/format/formatDate';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError } from '../../../shared/ui/notify';
import { RolesField } from './RolesField';
import { TeamMembers } from './TeamMembers';
import { useInviteStaffMember } from '../api/invite-staff-member';

const HOURS = STAFF_INVITATION_TTL_SECONDS / 3600;

function InvitationLink({ invitation }: { invitation: StaffInvitation }) {
  return (
    <Alert variant="light" color="green" title={STAFF_TEAM_MESSAGES.invited(invitation.email)}>
      <Stack gap="xs">
        <Text size="sm">
          Ссылка отправлена на {invitation.email}. Можно передать её и самому: по ней {invitation.name} один
          раз задаст пароль, до {formatDateTime(invitation.expiresAt)}.
        </Text>
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }} data-testid="invite-link">
          {invitation.inviteLink}
        </Text>
        <Group gap="xs">
          <CopyButton value={invitation.inviteLink}>
            {({ copied, copy }) => (
              <Button
                size="compact-sm"
                variant="light"
                onClick={copy}
                leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              >
                {copied ? UI_LABELS.copied : UI_LABELS.copyLink}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/**
 * «Сотрудники» (the owner's): the colleagues with their roles, and inviting a new one with theirs (decisions 026,
 * 048).
 */
export function StaffTeamPage() {
  const invite = useInviteStaffMember();
  const [last, setLast] = useState<StaffInvitation | null>(null);
  const form = useForm({
    resolver: zodResolver(staffInvitationSchema),
    defaultValues: { email: '', name: '', roles: [] },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        setLast(invitation);
        form.reset();
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'EMAIL_TAKEN') {
          form.setError('email', { type: 'server', message: failure.message });
        } else if (!applyServerErrors(failure, form.setError, ['email', 'name', 'roles'])) {
          notifyError(errorMessage(failure, STAFF_TEAM_MESSAGES.inviteFailed));
        }
      },
    }),
  );

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          Сотрудники
        </Title>
        <Text c="dimmed" mt={4}>
          Пригласите коллегу на рабочее место с его ролями: он получит ссылку и сам задаст пароль (ссылка
          действует {HOURS} часа, один раз). Пригласить можно только e-mail, который ещё не зарегистрирован.
        </Text>
      </div>
      <Card component="form" onSubmit={submit} noValidate aria-label="Пригласить сотрудника">
        <Stack gap="sm">
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label="E-mail"
              withAsterisk
              {...form.register('email')}
              error={errors.email?.message}
            />
            <TextInput label="Имя" withAsterisk {...form.register('name')} error={errors.name?.message} />
          </Group>
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <RolesField value={field.value} onChange={field.onChange} error={errors.roles?.message} />
            )}
          />
          <div>
            <Button type="submit" loading={invite.isPending} leftSection={<IconUserPlus size={16} />}>
              Пригласить
            </Button>
          </div>
        </Stack>
      </Card>
      {last && <InvitationLink invitation={last} />}
      <TeamMembers />
    </Stack>
  );
}
