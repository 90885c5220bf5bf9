import type { WarehouseAnswer } from '@cargo/domain';
import { Card, List, Text, Title } from '@mantine/core';
import { WarehouseAddressCard } from '../../help';

/** Where to have purchases sent: the help pages' address card and what to give the shop. */
export function WarehouseCard({ address }: { address: WarehouseAnswer }) {
  return (
    <Card component="section" aria-label="Адрес склада в Китае" h="100%">
      <Title order={2} size="h4">
        Адрес склада в Китае
      </Title>
      <WarehouseAddressCard address={address} />
      <Text size="sm" fw={600}>
        Что указать в магазине
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>Скопируйте адрес целиком и вставьте в форму доставки магазина.</List.Item>
        <List.Item>Код клиента обязателен в получателе и в адресе: по нему склад узнает ваш товар.</List.Item>
        <List.Item>Трек-номер, который даст магазин, добавьте в «Товары».</List.Item>
      </List>
    </Card>
  );
}
