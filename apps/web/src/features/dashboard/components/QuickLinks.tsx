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
import { SECTION_TITLES } from '../../../shared/config/sections';
import classes from './QuickLinks.module.css';

const LINKS = [
  {
    to: '/products?section=waiting',
    title: SECTION_TITLES.goods,
    text: 'Добавьте трек-номер товара из Китая',
    icon: IconBox,
  },
  {
    to: '/parcels?section=inwork',
    title: SECTION_TITLES.parcels,
    text: 'Соберите товары в посылку',
    icon: IconTruckDelivery,
  },
  {
    to: '/orders?section=new',
    title: SECTION_TITLES.orders,
    text: 'Закажем товар за вас',
    icon: IconShoppingBag,
  },
  {
    to: '/recipientsAndAddress/recipients',
    title: SECTION_TITLES.recipientsAndAddresses,
    text: 'Данные для таможни и доставки',
    icon: IconAddressBook,
  },
  { to: '/finance', title: SECTION_TITLES.finance, text: 'Операции по счетам', icon: IconWallet },
  { to: '/profile', title: SECTION_TITLES.profile, text: 'Личные данные и пароль', icon: IconUserCircle },
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
