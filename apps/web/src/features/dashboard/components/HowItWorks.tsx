import { Anchor, Card, Stepper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

const STEPS = [
  {
    label: 'Адрес склада',
    text: 'Укажите в китайском магазине адрес нашего склада с вашим кодом клиента — он ниже.',
    link: { to: '/help', title: 'Подробнее об адресе' },
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
      <Stepper active={-1} orientation="vertical" size="sm" allowNextStepsSelect={false}>
        {STEPS.map((step) => (
          <Stepper.Step
            key={step.label}
            label={step.label}
            description={
              <>
                <Text size="sm" c="dimmed" component="span" display="block">
                  {step.text}
                </Text>
                <Anchor component={Link} to={step.link.to} size="sm">
                  {step.link.title}
                </Anchor>
              </>
            }
          />
        ))}
      </Stepper>
    </Card>
  );
}
