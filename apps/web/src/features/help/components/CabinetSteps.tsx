import { Anchor, Text, Timeline } from '@mantine/core';
import { IconBox, IconBuildingWarehouse, IconTruckDelivery, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { helpTopicPath } from '../model/paths';

const STEPS = [
  {
    title: '1. Адрес склада',
    icon: IconBuildingWarehouse,
    text: 'Скопируйте адрес склада с вашим кодом и укажите его в магазине как адрес доставки.',
    link: { to: helpTopicPath('warehouse-address'), label: 'Адрес склада в Китае' },
  },
  {
    title: '2. Товары',
    icon: IconBox,
    text: 'Когда продавец отправит заказ, добавьте товар с китайским трек-номером. Склад примет его и покажет вес и фото.',
    link: { to: '/products?section=waiting', label: 'Товары' },
  },
  {
    title: '3. Посылка',
    icon: IconTruckDelivery,
    text: 'Из принятых товаров соберите посылку: выберите получателя, адрес доставки, тариф и дополнительные услуги.',
    link: { to: '/parcels?section=inwork', label: 'Посылки' },
  },
  {
    title: '4. Оплата',
    icon: IconWallet,
    text: 'После упаковки и взвешивания оплатите доставку с баланса. Пополнить его можно в разделе «Финансы».',
    link: { to: '/finance', label: 'Финансы' },
  },
] as const;

/** The way of a purchase through the cabinet: address → goods → parcel → pay. */
export function CabinetSteps() {
  return (
    <Timeline active={STEPS.length} bulletSize={32} lineWidth={2} my="lg" aria-label="Шаги">
      {STEPS.map((step) => (
        <Timeline.Item key={step.title} title={step.title} bullet={<step.icon size={18} />}>
          <Text size="sm" c="dimmed">
            {step.text}
          </Text>
          <Anchor component={Link} to={step.link.to} size="sm">
            {step.link.label}
          </Anchor>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
