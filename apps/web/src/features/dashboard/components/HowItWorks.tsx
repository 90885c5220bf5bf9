import { Anchor, Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { helpTopicPath } from '../../help';

const STEPS = [
  {
    label: 'Адрес склада',
    text: 'Укажите в китайском магазине адрес нашего склада с вашим кодом клиента.',
    link: { to: helpTopicPath('warehouse-address'), title: 'Подробнее об адресе' },
  },
  {
    label: 'Товары',
    text: 'Добавьте трек-номер каждой покупки: склад узнает товар и примет его на ваше имя.',
    link: { to: '/product', title: 'Добавить товар' },
  },
  {
    label: 'Посылка',
    text: 'Когда товары на складе, соберите из них посылку и выберите получателя и доставку.',
    link: { to: '/parcels/create', title: 'Создать посылку' },
  },
  {
    label: 'Оплата',
    text: 'Склад взвесит посылку, вы оплатите её с баланса — и мы отправим её с треком.',
    link: { to: '?topUpBalance=true', title: 'Пополнить баланс' },
  },
];

/** A new customer's path instead of empty counters: address → goods → parcel → pay. */
export function HowItWorks() {
  return (
    <Card component="section" aria-label="Как это работает">
      <Title order={2} size="h4" mb="md">
        Как это работает
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        component="ol"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {STEPS.map((step, index) => (
          <Stack key={step.label} gap={4} component="li">
            <Text fw={600} size="sm" display="flex" style={{ alignItems: 'center', gap: 8 }}>
              <ThemeIcon size={24} radius="xl" variant="light" component="span" aria-hidden>
                {index + 1}
              </ThemeIcon>
              {step.label}
            </Text>
            <Text size="sm" c="dimmed">
              {step.text}
            </Text>
            <Anchor component={Link} to={step.link.to} size="sm">
              {step.link.title}
            </Anchor>
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
}
