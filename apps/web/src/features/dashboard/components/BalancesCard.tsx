import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { Account } from '../../../shared/session/myInfo';
import { AccountBalances } from '../../../shared/ui/AccountBalances';

export function BalancesCard({ accounts, loading }: { accounts: Account[] | undefined; loading: boolean }) {
  return (
    <Card component="section" aria-label="Баланс" h="100%">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            Баланс
          </Title>
          <Button
            component={Link}
            to={{ search: '?topUpBalance=true' }}
            leftSection={<IconPlus size={16} />}
            size="xs"
          >
            Пополнить
          </Button>
        </Group>
        <AccountBalances accounts={accounts} loading={loading} cols={{ base: 1, xs: 2 }} />
      </Stack>
    </Card>
  );
}
