import { Alert, Button, Group, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';

/**
 * Too little yuan (402): the server's message, and the two ways out — top up (`?topUpBalance=true`) or convert
 * roubles to yuan on the finance page.
 */
export function ShortfallOffer({ message, onClose }: { message: string; onClose?: () => void }) {
  const [, setParams] = useSearchParams();
  const topUp = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('topUpBalance', 'true');
      return next;
    });
  return (
    <Alert color="orange" title={message} role="alert" withCloseButton={!!onClose} onClose={onClose}>
      <Text size="sm">Пополните юаневый счёт или переведите на него рубли, затем повторите.</Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={topUp}>
          Пополнить баланс
        </Button>
        <Button size="xs" variant="light" component={Link} to="/finance">
          Конвертировать рубли в юани
        </Button>
      </Group>
    </Alert>
  );
}
