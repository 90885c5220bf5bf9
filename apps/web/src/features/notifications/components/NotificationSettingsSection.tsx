import {
  NOTIFICATION_CHANNEL_TITLE,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_TITLE,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  type NotificationChannel,
  type NotificationKind,
  type NotificationSettingsView,
} from '@cargo/domain';
import { Alert, Button, Card, Checkbox, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { useNotificationSettings } from '../api/get-settings';
import { useSaveNotificationSettings } from '../api/save-settings';
import { TelegramChannel } from './TelegramChannel';

export const NOTIFICATION_SETTINGS_TITLE = 'Уведомления';
type Preferences = NotificationSettingsView['preferences'];

function PreferencesForm({ settings }: { settings: NotificationSettingsView }) {
  const [preferences, setPreferences] = useState<Preferences>(settings.preferences);
  const save = useSaveNotificationSettings();
  const dirty = JSON.stringify(preferences) !== JSON.stringify(settings.preferences);
  const toggle = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    setPreferences((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));
  const submit = () =>
    save.mutate(
      { preferences },
      {
        onSuccess: (saved) => {
          setPreferences(saved.preferences);
          notifySuccess(NOTIFICATION_MESSAGES.settingsSaved);
        },
        onError: (error) => notifyError(errorMessage(error, NOTIFICATION_MESSAGES.settingsFailed)),
      },
    );
  // No bot: the column is not shown at all (the alert above says why). A bot but no linked chat: nothing can be
  // sent there yet, so its boxes are shown empty and locked, the choice kept for when the chat is linked.
  const channels = NOTIFICATION_CHANNELS.filter(
    (channel) => channel !== 'telegram' || settings.telegram.available,
  );
  const unlinked = (channel: NotificationChannel) => channel === 'telegram' && !settings.telegram.linked;

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={300}>
        <Table verticalSpacing={6} fz="sm" aria-label="Каналы уведомлений">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Событие</Table.Th>
              {channels.map((channel) => (
                <Table.Th key={channel} ta="center" w={96}>
                  {NOTIFICATION_CHANNEL_TITLE[channel]}
                  {unlinked(channel) && (
                    <Text size="xs" c="dimmed" fw={400}>
                      {NOTIFICATION_MESSAGES.telegramNotLinked}
                    </Text>
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {NOTIFICATION_KINDS.map((kind) => (
              <Table.Tr key={kind}>
                <Table.Td>{NOTIFICATION_KIND_TITLE[kind]}</Table.Td>
                {channels.map((channel) => (
                  <Table.Td key={channel}>
                    <Group justify="center">
                      <Checkbox
                        aria-label={`${NOTIFICATION_KIND_TITLE[kind]}: ${NOTIFICATION_CHANNEL_TITLE[channel]}`}
                        checked={!unlinked(channel) && (preferences[kind]?.[channel] ?? false)}
                        disabled={unlinked(channel)}
                        onChange={(event) => toggle(kind, channel, event.currentTarget.checked)}
                      />
                    </Group>
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group>
        <Button onClick={submit} loading={save.isPending} disabled={!dirty}>
          Сохранить
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The profile's «Уведомления» section: which events come by e-mail and by Telegram (the bell always shows every
 * event), and the Telegram chat's link.
 */
export function NotificationSettingsSection() {
  const settings = useNotificationSettings();
  return (
    <Card component="section" aria-label={NOTIFICATION_SETTINGS_TITLE}>
      <Stack gap="md">
        <div>
          <Title order={3} size="h4">
            {NOTIFICATION_SETTINGS_TITLE}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            В кабинете видны все события. Выберите, какие из них присылать на почту
            {settings.data ? ` ${settings.data.email}` : ''} и в Telegram.
          </Text>
        </div>
        {settings.isPending ? (
          <Skeleton height={260} />
        ) : settings.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(settings.error, NOTIFICATION_MESSAGES.loadFailed)}
          </Alert>
        ) : (
          <>
            <TelegramChannel telegram={settings.data.telegram} />
            <PreferencesForm settings={settings.data} />
          </>
        )}
      </Stack>
    </Card>
  );
}
