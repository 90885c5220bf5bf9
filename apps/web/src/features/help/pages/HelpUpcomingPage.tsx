import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import { UpcomingSection } from '../../../shared/ui/UpcomingSection';

const COMING = [
  'Адрес склада в Китае с вашим личным кодом и что сообщить продавцу.',
  'Что можно и что нельзя отправлять: запрещённые и ограниченные товары, аккумуляторы, жидкости.',
  'Таможенный лимит беспошлинного ввоза и как считается пошлина.',
  'Полезные фразы для переписки с китайскими продавцами.',
  'Инструкция по личному кабинету.',
] as const;

/** «Помощь» (/help): the help pages until their content is written. */
export function HelpUpcomingPage() {
  return (
    <UpcomingSection
      title="Помощь"
      lead="Ответы на частые вопросы о доставке из Китая и о работе с личным кабинетом."
      coming={COMING}
      meanwhile="Если у вас вопрос по товару, посылке или оплате, напишите нам — укажите почту, с которой вы вошли в кабинет, и номер посылки."
    >
      <Group gap="lg">
        <Anchor component={Link} to="/documents/terms" size="sm">
          Пользовательское соглашение
        </Anchor>
        <Anchor component={Link} to="/documents/privacy-policy" size="sm">
          Политика конфиденциальности
        </Anchor>
      </Group>
    </UpcomingSection>
  );
}
