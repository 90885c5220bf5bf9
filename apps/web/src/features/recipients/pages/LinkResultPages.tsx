import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconLinkOff } from '@tabler/icons-react';
import { RECIPIENT_MESSAGES } from '@cargo/domain';
import type { ReactNode } from 'react';

function ResultCard({
  icon,
  color,
  title,
  children,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" w="100%">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" color={color} aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** /success/create-recipient: the self-fill form was sent. */
export function RecipientCreatedPage() {
  return (
    <ResultCard icon={<IconCircleCheck size={40} stroke={1.5} />} color="green" title="Данные отправлены">
      <Text c="dimmed">
        Спасибо! Данные получателя сохранены и переданы на проверку. Отправитель увидит вас в своём списке
        получателей. Эту страницу можно закрыть.
      </Text>
    </ResultCard>
  );
}

/** /warning/expired-time: the link's 24 hours are over or it was already used. */
export function LinkExpiredPage() {
  return (
    <ResultCard
      icon={<IconClockX size={40} stroke={1.5} />}
      color="orange"
      title={RECIPIENT_MESSAGES.linkExpired}
    >
      <Text c="dimmed">
        Ссылка для заполнения данных получателя больше не действует: она работает 24 часа и только один раз.
        Попросите отправителя создать новую ссылку в личном кабинете.
      </Text>
    </ResultCard>
  );
}

/** /warning/invalid-credentials-url: the link could not be read. */
export function LinkInvalidPage() {
  return (
    <ResultCard icon={<IconLinkOff size={40} stroke={1.5} />} color="red" title="Ссылка недействительна">
      <Text c="dimmed">
        Не удалось открыть форму по этой ссылке. Проверьте, что ссылка скопирована целиком, или попросите
        отправителя создать новую ссылку в личном кабинете.
      </Text>
    </ResultCard>
  );
}
