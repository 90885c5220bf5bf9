import { Text } from '@mantine/core';
import { IconCircleCheck, IconClockX, IconLinkOff } from '@tabler/icons-react';
import { RECIPIENT_MESSAGES } from '@cargo/domain';
import { ResultCard } from '../../../shared/ui/ResultCard';

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
