import { STAFF_INVITATION_TTL_SECONDS, staffInvitationSchema, type StaffInvitation } from '@cargo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../shared/api/ApiError';
import { useDeskFormat, useDeskT } from '../../../shared/staff/i18n';
import { applyServerErrors } from '../../../shared/ui/applyServerErrors';
import { notifyError } from '../../../shared/ui/notify';
import { RolesField } from './RolesField';
import { TeamMembers } from './TeamMembers';
import { useInviteStaffMember } from '../api/invite-staff-member';

const HOURS = STAFF_INVITATION_TTL_SECONDS / 3600;

function InvitationLink({ invitation }: { invitation: StaffInvitation }) {
  const { t } = useDeskT('team');
  const format = useDeskFormat();
  return (
    <Alert variant="light" color="green" title={t('invited', { email: invitation.email })}>
      <Stack gap="xs">
        <Text size="sm">
          {t('invitationSent', {
            email: invitation.email,
            name: invitation.name,
            until: format.dateTime(invitation.expiresAt),
          })}
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
                {copied ? t('copied') : t('copyLink')}
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
  const { t } = useDeskT('team');
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
          notifyError(errorMessage(failure, t('inviteFailed')));
        }
      },
    }),
  );

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('intro', { hours: HOURS })}
        </Text>
      </div>
      <Card component="form" onSubmit={submit} noValidate aria-label={t('inviteForm')}>
        <Stack gap="sm">
          <Group grow align="flex-start" gap="sm">
            <TextInput
              label={t('email')}
              withAsterisk
              {...form.register('email')}
              error={errors.email?.message}
            />
            <TextInput
              label={t('name')}
              withAsterisk
              {...form.register('name')}
              error={errors.name?.message}
            />
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
              {t('invite')}
            </Button>
          </div>
        </Stack>
      </Card>
      {last && <InvitationLink invitation={last} />}
      <TeamMembers />
    </Stack>
  );
}
