import {
  NOTIFICATION_MESSAGES,
  TELEGRAM_LINK_TTL_MINUTES,
  type NotificationSettingsView,
} from '@cargo/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../shared/api/ApiError';
import { notifyError, notifySuccess } from '../../../shared/ui/notify';
import { notificationsQueryKeys } from '../api/keys';
import { useLinkTelegram } from '../api/link-telegram';
import { useUnlinkTelegram } from '../api/unlink-telegram';

/**
 * The Telegram channel: off when the service has no bot; otherwise «Подключить Telegram» (a one-time deep link to
 * the bot, opened in a new tab; the chat is bound when the customer presses «Start») or «Отключить».
 */
export function TelegramChannel({ telegram }: { telegram: NotificationSettingsView['telegram'] }) {
  const queryClient = useQueryClient();
  const link = useLinkTelegram();
  const unlink = useUnlinkTelegram();

  if (!telegram.available) {
    return (
      <Alert color="gray" variant="light" icon={<IconBrandTelegram size={18} />}>
        {NOTIFICATION_MESSAGES.telegramOff}
      </Alert>
    );
  }
  if (telegram.linked) {
    return (
      <Group justify="space-between" gap="sm">
        <Group gap={6}>
          <IconBrandTelegram size={18} color="var(--mantine-color-blue-6)" />
          <Text size="sm">
            {NOTIFICATION_MESSAGES.telegramLinked}
            {telegram.botUsername ? ` (@${telegram.botUsername})` : ''}
          </Text>
        </Group>
        <Button
          variant="default"
          size="xs"
          loading={unlink.isPending}
          onClick={() =>
            unlink.mutate(undefined, {
              onSuccess: () => notifySuccess(NOTIFICATION_MESSAGES.telegramUnlinked),
              onError: (error) => notifyError(errorMessage(error, NOTIFICATION_MESSAGES.settingsFailed)),
            })
          }
        >
          Отключить
        </Button>
      </Group>
    );
  }
  const connect = () =>
    link.mutate(undefined, {
      onSuccess: (answer) => {
        window.open(answer.url, '_blank', 'noopener');
      },
      onError: (error) => notifyError(errorMessage(error, NOTIFICATION_MESSAGES.telegramOff)),
    });
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button leftSection={<IconBrandTelegram size={18} />} loading={link.isPending} onClick={connect}>
          Подключить Telegram
        </Button>
        {link.data && (
          <Button
            variant="subtle"
            onClick={() =>
              void queryClient.invalidateQueries({ queryKey: notificationsQueryKeys.settings() })
            }
          >
            Я нажал «Start» в боте
          </Button>
        )}
      </Group>
      {link.data ? (
        <Text size="xs" c="dimmed">
          Если Telegram не открылся,{' '}
          <a href={link.data.url} target="_blank" rel="noreferrer">
            откройте ссылку
          </a>{' '}
          и нажмите «Start». Ссылка действует {TELEGRAM_LINK_TTL_MINUTES} минут.
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Откроется чат с ботом{telegram.botUsername ? ` @${telegram.botUsername}` : ''}: нажмите «Start», и
          уведомления начнут приходить в Telegram.
        </Text>
      )}
    </Stack>
  );
}
