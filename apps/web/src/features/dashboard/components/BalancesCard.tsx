import type { Account } from '@cargo/domain';
import { Button, Card, Group, Modal, Skeleton, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { AccountBalances } from '../../../shared/ui/AccountBalances';
import { ConversionForm } from '../../finance';

/** The customer's balances with top-up (the shell's top-up dialog) and conversion (finance's form in a dialog). */
export function BalancesCard({ accounts, loading }: { accounts: Account[] | undefined; loading: boolean }) {
  const [converting, conversion] = useDisclosure(false);
  return (
    <Card component="section" aria-label="Баланс">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Баланс
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} />}
              size="xs"
              onClick={conversion.open}
            >
              Конвертировать
            </Button>
            <Button
              component={Link}
              to={{ search: '?topUpBalance=true' }}
              leftSection={<IconPlus size={16} />}
              size="xs"
            >
              Пополнить
            </Button>
          </Group>
        </Group>
        <AccountBalances accounts={accounts} loading={loading} cols={{ base: 1, xs: 2 }} />
      </Stack>
      <Modal opened={converting} onClose={conversion.close} title="Конвертация между счетами" size="lg">
        <Suspense fallback={<Skeleton h={240} />}>
          <ConversionForm />
        </Suspense>
      </Modal>
    </Card>
  );
}
