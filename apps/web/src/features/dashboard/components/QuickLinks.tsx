import { Card, SimpleGrid, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconAddressBook,
  IconBox,
  IconShoppingBag,
  IconTruckDelivery,
  IconUserCircle,
  IconWallet,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './QuickLinks.module.css';

const LINKS = [
  {
    to: '/products?section=waiting',
    title: 'Товары',
    text: 'Добавьте трек-номер товара из Китая',
    icon: IconBox,
  },
  {
    to: '/parcels?section=inwork',
    title: 'Посылки',
    text: 'Соберите товары в посылку',
    icon: IconTruckDelivery,
  },
  { to: '/orders?section=new', title: 'Поможем купить', text: 'Закажем товар за вас', icon: IconShoppingBag },
  {
    to: '/recipientsAndAddress/recipients',
    title: 'Получатели и адреса',
    text: 'Данные для таможни и доставки',
    icon: IconAddressBook,
  },
  { to: '/finance', title: 'Финансы', text: 'Операции по счетам', icon: IconWallet },
  { to: '/profile', title: 'Профиль', text: 'Личные данные и пароль', icon: IconUserCircle },
];

export function QuickLinks() {
  return (
    <Card component="section" aria-label="Быстрые действия">
      <Title order={2} size="h4" mb="md">
        Быстрые действия
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {LINKS.map(({ to, title, text, icon: LinkIcon }) => (
          <UnstyledButton key={to} component={Link} to={to} className={classes.link}>
            <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
              <LinkIcon size={22} stroke={1.6} />
            </ThemeIcon>
            <div>
              <Text fw={600} size="sm">
                {title}
              </Text>
              <Text size="xs" c="dimmed">
                {text}
              </Text>
            </div>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Card>
  );
}
