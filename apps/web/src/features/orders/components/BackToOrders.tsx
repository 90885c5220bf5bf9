import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

export function BackToOrders() {
  return (
    <Anchor component={Link} to="/orders?section=new" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        Все заказы
      </Group>
    </Anchor>
  );
}
